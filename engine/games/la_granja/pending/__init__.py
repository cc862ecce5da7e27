"""La Granja's pending decisions: one class per kind (engine.core.decisions), by topic.

cards.py — play, make room, pay an extension, refill, draw, discard, draft, buy a roof;
revenue.py — reserve, take a die, revenue options, the Porter, free upgrades, the Greengrocer;
transport.py — donkeys, deliveries (by donkey, extra, free), the market marker, the neutral card;
window.py — a free-action window between two steps.
"""
from engine.games.la_granja.pending.base import LGDecision
from engine.games.la_granja.pending.cards import (
    DiscardCheck,
    DiscardDown,
    DraftPick,
    DrawCards,
    MakeRoom,
    PassPacks,
    PayExtension,
    PlayCards,
    Refill,
    RoofPurchase,
)
from engine.games.la_granja.pending.revenue import (
    FreeUpgrades,
    GreengrocerChoice,
    PickDie,
    PorterSecond,
    ReserveChoice,
    RevenueChoice,
)
from engine.games.la_granja.pending.transport import (
    DonkeyChoice,
    DonkeyDeliveries,
    ExtraDeliveries,
    FreeDeliveries,
    NeutralDraw,
    PlaceOnMarket,
)
from engine.games.la_granja.pending.window import FreeWindow

__all__ = ["DiscardCheck", "DiscardDown", "DonkeyChoice", "DonkeyDeliveries", "DraftPick", "DrawCards",
           "ExtraDeliveries", "FreeDeliveries", "FreeUpgrades", "FreeWindow", "GreengrocerChoice", "LGDecision",
           "MakeRoom", "NeutralDraw", "PassPacks", "PayExtension", "PickDie", "PlaceOnMarket", "PlayCards",
           "PorterSecond", "Refill", "ReserveChoice", "RevenueChoice", "RoofPurchase"]
