import json
import sys

rows = [json.loads(x) for f in sys.argv[1:] for x in open(f)]
for base, per in ((11, 3), (10, 3), (12, 2), (9, 4)):
    safe = [r for r in rows if r["mine"] - r["riv"] > base + per * r["turns"]]
    lost = [r for r in safe if r["final_mine"] <= r["final_riv"]]
    caught = [r for r in rows if r["final_riv"] - r["riv"] >= base + per * r["turns"]]
    print(base, per, "decisions", len(rows), "safe", len(safe), "not won", len(lost), "gain>=bound share %.3f" % (len(caught) / len(rows)))
