"""Building a seat's view from the full state (the redaction lives here, in one place)."""

from .cards import value_label
from .state import ROUNDS, SCState
from .trick import acting_card, own_color, resolve, suit_to_follow
from .view import FinalView, PlayView, SCView, SeatView


def _trick_view(s: SCState) -> tuple[list[PlayView], int | None, int | None]:
    complete = len(s.trick) == s.players
    res = resolve(s.trick) if complete else None
    lead = suit_to_follow(s.trick)  # once a color is played it is final: shapeshifters take it at once
    plays = []
    for i, play in enumerate(s.trick):
        if res is not None:
            color, value = res.colors[i], res.values[i]
        else:  # still being played: what is already fixed (a 12's value waits for every color)
            card = acting_card(play)
            color = own_color(play) or (lead if card.kind not in ("number", "trump", "mega") else None)
            value = None if card.value is None or card.kind == "twelve" else card.value + 36 * len(play.plus)
        plays.append(PlayView(
            seat=play.seat, card=play.card, plus=list(play.plus), copies=play.copy, color=color,
            value=None if value is None else value_label(value), value_twelfths=value, removed=play.gone,
        ))
    void_by = None
    if res is not None and res.void is not None:
        void_by = s.trick[res.void].seat
    winner = s.trick[res.winner].seat if res is not None and res.winner is not None else None
    return plays, winner, void_by


def build_view(game, s: SCState, seat: int | None) -> SCView:
    plays, winner, void_by = _trick_view(s)
    seats = []
    for p in range(s.players):
        mine = p == seat
        pile = s.discards[p]
        seats.append(SeatView(
            seat=p, hand_count=len(s.hands[p]), coins=s.coins[p], stamps=list(s.stamps[p]),
            stamp_points=sum(s.stamps[p]), discard_count=len(pile), discard_top=pile[-1] if pile else None,
            discard=list(pile) if mine else [], removed_face_down_count=len(s.removed_hidden[p]),
            removed_face_down=list(s.removed_hidden[p]) if mine else [],
            removal_effect=s.removal[p] if s.removal else None,
        ))
    final = None
    if s.final is not None:
        final = [FinalView(seat=f.seat, stamp_points=f.stamps, bonus_cards=f.bonus_cards, bonus_points=f.bonus_points,
                           points=f.points, coins=f.coins, winner=f.winner) for f in s.final]
    return SCView(
        game=game.id, seat=seat, players=s.players, to_act=game.to_act(s), over=s.phase == "over",
        events=game.events_for(s.log, seat), expert=s.expert, round=s.round, rounds=ROUNDS, stamp_value=s.round,
        phase=s.phase, turn=s.turn, hand=list(s.hands[seat]) if seat is not None else [], seats=seats,
        leader=s.leader, trick=plays, suit=suit_to_follow(s.trick), trick_complete=len(s.trick) == s.players,
        trick_winner=winner, trick_void_by=void_by, reference=s.reference, lowest=list(s.lowest),
        buy_stage=s.buy_stage, queue=list(s.queue), display=list(s.display), draw_count=len(s.draw),
        box_count=len(s.box), removed_public=list(s.removed_public), last_winner=s.last_winner,
        last_void=s.last_void, scores=[sum(x) for x in s.stamps], final=final,
    )
