"""The Marshal's deduction from public facts (knowledge.py): what it rules out,
that it never rules out the truth, and that its samples respect every fact."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.fugitive.rules import knowledge as K
from game.games.fugitive import rules as R

from .conftest import RULES, act, build, random_play

F, M = R.FUGITIVE, R.MARSHAL


def marshal_view(state):
    return K.analyze(RULES.observe(state, M))


def test_neighbours_pin_a_hideout_down():
    """"A newly played Hideout card must be numbered within 1, 2, or 3 of the
    previous Hideout": with no sprint cards, a hideout before a revealed 5 is
    2 or 3; a missed guess of 2 made while it lay there leaves only 3."""
    s = build([1, 2], route=[(3, (), False), (5, (), True)], phase="marshal_guess", guesses_left=1)
    assert marshal_view(s).domains[1] == (2, 3)
    s.guesses.append(((2,), 3, False, False, 1))
    k = marshal_view(s)
    assert k.domains[1] == (3,) and k.certain == (3,) and k.status[3] == "certain"
    assert k.status[2] == "missed" and k.status[5] == "revealed"


def test_a_miss_only_clears_hideouts_that_existed_then():
    """A number missed before a hideout was placed may still be that hideout
    ("Playing a Hideout number that the Marshal just guessed is great")."""
    s = build([1, 3], route=[(2, (), False), (5, (), False)], phase="marshal_guess", guesses_left=1)
    s.guesses.append(((3,), 2, False, False, 1))
    k = marshal_view(s)
    assert 3 not in k.domains[1] and 3 in k.domains[2]


def test_marshal_hand_and_face_up_cards_are_ruled_out():
    """Cards in the Marshal's hand and face-up cards are nowhere else."""
    s = build([1, 2], route=[(3, (), False), (7, (5,), False)], mhand=[6],
              phase="marshal_guess", guesses_left=1)
    k = marshal_view(s)
    assert 6 not in k.domains[2] and k.status[6] == "marshal_hand"


def test_missed_multiple_guess_excludes_the_combination():
    """"If even one of those numbers is not a face down Hideout, nothing is
    revealed": the pair cannot both be hideouts, but each alone still can."""
    s = build([1, 3], route=[(2, (), False), (5, (), False)], phase="marshal_guess", guesses_left=1)
    rng = Rng(4)
    k = marshal_view(s)
    before = {tuple(K.sample_route(k, rng)[1:]) for _ in range(300)}
    assert (1, 4) in before
    s.guesses.append(((1, 4), 3, False, False, 1))
    k = marshal_view(s)
    after = {tuple(K.sample_route(k, rng)[1:]) for _ in range(300)}
    assert (1, 4) not in after
    assert any(r[0] == 1 for r in after) and any(r[1] == 4 for r in after)


def test_piles_drawn_from_bound_the_hideouts():
    """The Fugitive's cards come from known piles: at the Marshal's first turn
    he has drawn nothing from 29-41, so no hideout lies there."""
    s = RULES.setup(MatchConfig(2), Rng(9))
    hand = [c for c in s.fhand if c != 42]
    act(s, F, "hideout", hand[0])
    while RULES.refusal(s, F, R.CONFIRM):
        act(s, F, "sprint", [c for c in s.fhand if c != 42][0])
    act(s, F, "confirm")
    nxt = next(a.args[0] for a in RULES.legal_actions(s, F) if a.kind == "hideout")
    act(s, F, "hideout", nxt)
    while RULES.refusal(s, F, R.CONFIRM):
        act(s, F, "sprint", next(a.args[0] for a in RULES.legal_actions(s, F) if a.kind == "sprint"))
    act(s, F, "confirm")
    k = marshal_view(s)
    assert all(v <= 28 for i in k.face_down for v in k.domains[i])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32), st.booleans())
def test_the_truth_is_always_possible(seed, events):
    """Over random play the deduction never excludes the real hideouts, its
    chances add up, and what it calls certain is true."""
    for n, (state, seat, _a) in enumerate(random_play(seed, events)):
        if n % 5:
            continue
        k = marshal_view(state)
        assert k.consistent
        for i, h in enumerate(state.hideouts):
            assert h in k.domains[i]
            if not state.revealed[i]:
                assert k.probs[i][h] > 0
                assert abs(sum(k.probs[i].values()) - 1.0) < 1e-9
        assert set(k.certain) <= {h for h, r in zip(state.hideouts, state.revealed) if not r}
        for c in state.mhand:
            assert k.status[c] == "marshal_hand"


# -- exactness against a brute force ---------------------------------------------------

def every_world(facts: K.Public) -> dict[int, set]:
    """The values each face-down hideout takes over every arrangement of
    cards that fits the public facts, found by trying them all (small routes
    only).  Hidden sprint stacks are real cards: a step of ``reach + n`` over
    ``c`` cards needs ``n - c`` even ones, and the Fugitive's hidden cards of
    each pile's range number what he drew from it."""
    route = facts.route
    m = len(route) - 1
    known = {0, 42, *facts.marshal_hand}
    seen_in = [0, 0, 0, 0]
    for rev, num, _c, shown, _reach, _par in route[1:]:
        for x in ((num,) if rev else ()) + (shown or ()):
            known.add(x)
            if R.GROUP_OF[x] >= 0:
                seen_in[R.GROUP_OF[x]] += 1
    unseen = [[n for n in grp if n not in known] for grp in K.GROUPS]
    quota = [len(unseen[0])] + [facts.fug_from[g - 1] - seen_in[g] for g in (1, 2, 3)]
    down = [i for i in range(1, m + 1) if not route[i][0]]
    values = [0] * (m + 1)
    found: dict[int, set] = {i: set() for i in down}

    def fits() -> bool:
        for numbers, length, hit in facts.guesses:
            existed = values[1:min(length, m + 1)]
            if not hit and all(n in existed for n in numbers):
                return False
        used, evens_used = [0] * 4, [0] * 4
        for i in down:
            used[R.GROUP_OF[values[i]]] += 1
            evens_used[R.GROUP_OF[values[i]]] += values[i] % 2 == 0
        if any(used[g] > quota[g] for g in range(4)):
            return False
        need_evens = 0
        for i in range(1, m + 1):
            _rev, _num, c, shown, reach, _par = route[i]
            over = values[i] - values[i - 1] - reach
            if shown is not None:
                if over > sum(R.SV[x] for x in shown):
                    return False
            elif over > 2 * c:
                return False
            elif shown is None and over > c:
                need_evens += over - c
        even_room = sum(min(quota[g] - used[g], sum(n % 2 == 0 for n in unseen[g]) - evens_used[g]) for g in range(4))
        return need_evens <= even_room

    def place(j: int) -> None:
        if j > m:
            if fits():
                for i in down:
                    found[i].add(values[i])
            return
        rev, num, c, shown, reach, par = route[j]
        if rev:
            if num > values[j - 1]:
                values[j] = num
                place(j + 1)
            return
        span = reach + (sum(R.SV[x] for x in shown) if shown is not None else 2 * c)
        for v in range(values[j - 1] + 1, min(41, values[j - 1] + span) + 1):
            if v in known or (par is not None and v % 2 != (par == "odd")):
                continue
            values[j] = v
            place(j + 1)

    place(1)
    return found


def test_the_deduction_is_exact():
    """The issue: "The Marshal deduces exactly which values each face-down
    hideout can still hold from public information".  Over real matches, at
    every guess with up to three face-down hideouts, the deduction lists
    exactly the values some arrangement of the cards allows."""
    from game.games.fugitive.ai import make_bot

    checked = 0
    for seed in range(12):
        state = RULES.setup(MatchConfig(2), Rng(seed))
        bots, rng = (make_bot("easy", seed), make_bot("normal", seed)), Rng(seed)
        while state.phase != R.OVER:
            seat = RULES.to_act(state)[0]
            if state.phase == R.MAR_GUESS and 0 < state.down <= 3:
                facts = K.public_facts(RULES.observe(state, M))
                k = K.analyze_facts(facts)
                assert {i: set(k.domains[i]) for i in k.face_down} == every_world(facts)
                checked += 1
            RULES.apply(state, seat, bots[seat].choose(RULES, RULES.clone(state), seat, rng), rng)
    assert checked > 40
