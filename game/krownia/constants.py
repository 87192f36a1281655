"""KROWNIA constants: resources, costs, piece limits, phases, trade answers, the beginner island."""

from __future__ import annotations

RESOURCES = ("Wood", "Brick", "Sheep", "Wheat", "Ore")
WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)
TERRAINS = ("forest", "hills", "pasture", "fields", "mountains", "desert")
TERRAIN_RESOURCE = (WOOD, BRICK, SHEEP, WHEAT, ORE, -1)
DESERT = 5
DEV_KINDS = ("warrior", "victory_point", "road_building", "year_of_plenty", "monopoly")
DEV_TITLES = ("Warrior", "Victory Point", "Road Building", "Year of Plenty", "Monopoly")
WARRIOR, VPCARD, ROADB, PLENTY, MONO = range(5)
DEV_DECK = (WARRIOR,) * 14 + (VPCARD,) * 5 + (ROADB,) * 2 + (PLENTY,) * 2 + (MONO,) * 2
COLOURS = ("Red", "Blue", "White", "Orange")
BANK_START = 19
MAX_ROADS, MAX_VILLAGES, MAX_TOWNS = 15, 5, 4
COST_ROAD = (1, 1, 0, 0, 0)
COST_VILLAGE = (1, 1, 1, 1, 0)
COST_TOWN = (0, 0, 0, 2, 3)
COST_DEV = (0, 0, 1, 1, 1)
MAX_OFFERS_PER_TURN = 1  # opening an offer uses it; keeps random seats from trading forever
MAX_OFFER_CARDS = 4  # per side of an offer
LONGEST_MIN = 5
ARMY_MIN = 3
PIPS = {n: 6 - abs(7 - n) for n in range(2, 13)}
PIPS[7] = 0
HARBOUR_ANY = -1  # a 3:1 harbour; 0..4 are the 2:1 harbours of that resource

# Phases
SETUP_VILLAGE, SETUP_ROAD, ROLL, MAIN, DISCARD, MOVE_PIRATE, STEAL = (
    "setup_village", "setup_road", "roll", "main", "discard", "move_pirate", "steal")
ROAD_BUILDING, YEAR_OF_PLENTY, TRADE_COMPOSE, TRADE_PENDING, GAME_OVER = (
    "road_building", "year_of_plenty", "trade_compose", "trade_pending", "game_over")

# Response codes of a seat addressed by a trade offer
R_NONE, R_PENDING, R_ACCEPT, R_DECLINE, R_COUNTER, R_COMPOSING = range(6)
RESPONSE_NAMES = ("not_asked", "pending", "accepted", "declined", "countered", "composing_counter")

BEGINNER_TERRAIN = (4, 2, 0, 3, 1, 2, 1, 3, 0, 5, 4, 0, 4, 3, 0, 2, 1, 3, 2)
BEGINNER_NUMBERS = (10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11)
BEGINNER_HARBOURS = (HARBOUR_ANY, SHEEP, HARBOUR_ANY, HARBOUR_ANY, BRICK, WOOD, HARBOUR_ANY, WHEAT, ORE)

# The lesson's rolls in order (the "lesson_dice" option), whatever else the lesson's moves draw at random (a
# steal): the first nine are the ones seed 65 rolls; from the tenth they are chosen for what the lesson
# teaches, so that every move it asks for is a good player's move (issue 41: it traded Ore away when a town
# could be built).
LESSON_DICE = ((5, 6), (2, 6), (1, 2), (6, 3), (3, 5), (6, 3), (5, 2), (4, 4), (4, 1),
               (2, 6), (1, 5), (6, 6), (2, 1), (1, 4), (3, 5), (6, 6), (1, 2), (5, 3), (3, 1), (6, 6), (1, 3),
               (6, 2), (4, 1), (4, 2), (3, 3), (5, 1))
