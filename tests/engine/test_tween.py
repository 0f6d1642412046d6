"""Tweens, timelines and the tweener: values over time, sequencing, skipping."""

import math

import pytest
import pytweening

from game.engine.tween import Call, Timeline, Tween, Tweener, Wait, easing, lerp, tween_many


class Thing:
    def __init__(self, **kw):
        self.__dict__.update(kw)


@pytest.mark.parametrize("ease", ["linear", "easeInOutQuad", "easeOutBack", "easeOutBounce", "easeInCubic"])
def test_tween_start_middle_end_follow_the_easing(ease):
    obj = Thing(x=10.0)
    tw = Tween(obj, "x", 110.0, 2.0, ease=ease)
    tw.update(0.0)
    assert obj.x == pytest.approx(10.0)
    tw.update(1.0)
    assert obj.x == pytest.approx(10.0 + 100.0 * getattr(pytweening, ease)(0.5))
    assert not tw.done
    tw.update(1.0)
    assert obj.x == 110.0 and tw.done


def test_ease_out_back_overshoots_then_settles():
    obj = Thing(x=0.0)
    tw = Tween(obj, "x", 100.0, 1.0, ease="easeOutBack")
    peak = 0.0
    for _ in range(20):
        tw.update(0.05)
        peak = max(peak, obj.x)
    assert peak > 100.0
    assert obj.x == 100.0


def test_tuple_values_keep_their_shape():
    obj = Thing(pos=(0.0, 100.0), colour=(0, 0, 0))
    Tween(obj, "pos", (50.0, 0.0), 1.0, ease="linear").update(0.5)
    assert obj.pos == pytest.approx((25.0, 50.0))
    assert isinstance(obj.pos, tuple)
    tw = Tween(obj, "colour", (255, 128, 0), 1.0, ease="linear")
    tw.update(2.0)
    assert obj.colour == (255.0, 128.0, 0.0)


def test_start_is_read_when_the_tween_begins_after_its_delay():
    obj = Thing(x=0.0)
    tw = Tween(obj, "x", 10.0, 1.0, ease="linear", delay=0.5)
    obj.x = 4.0  # changed before the delay ran out
    tw.update(0.5)
    assert obj.x == 4.0
    tw.update(0.5)
    assert obj.x == pytest.approx(7.0)


def test_explicit_start_and_on_done_once():
    obj = Thing(x=99.0)
    calls = []
    tw = Tween(obj, "x", 1.0, 1.0, ease="linear", start=0.0, on_done=lambda: calls.append("done"))
    tw.update(0.25)
    assert obj.x == pytest.approx(0.25)
    tw.update(5.0)
    tw.update(5.0)
    assert calls == ["done"]


def test_zero_duration_tween_lands_at_once():
    obj = Thing(x=0.0)
    tw = Tween(obj, "x", 3.0, 0.0)
    assert tw.update(0.2) == pytest.approx(0.2)
    assert obj.x == 3.0 and tw.done


def test_unknown_easing_and_shape_mismatch_are_refused():
    with pytest.raises(ValueError, match="unknown easing"):
        easing("wobble")
    with pytest.raises(ValueError, match="shapes differ"):
        lerp((1, 2), (1, 2, 3), 0.5)
    assert easing(lambda t: t * t)(0.5) == 0.25


def test_tweener_speed_scales_time():
    obj = Thing(x=0.0)
    tweener = Tweener(speed=2.0)
    tweener.add(Tween(obj, "x", 100.0, 1.0, ease="linear"))
    tweener.update(0.25)
    assert obj.x == pytest.approx(50.0)
    tweener.speed = 0.5
    tweener.update(0.5)
    assert obj.x == pytest.approx(75.0)
    assert tweener.busy
    tweener.update(1.0)
    assert obj.x == 100.0 and not tweener.busy


def test_infinite_speed_finishes_everything_on_the_next_update():
    obj = Thing(x=0.0)
    tweener = Tweener(speed=math.inf)
    tweener.add(Timeline().then(Tween(obj, "x", 5.0, 1.0)).wait(3.0).then(Tween(obj, "x", 9.0, 1.0)))
    tweener.update(1 / 60)
    assert obj.x == 9.0 and not tweener.busy


def test_timeline_runs_steps_in_order_and_overlaps_with_():
    a, b = Thing(x=0.0), Thing(y=0.0)
    log = []
    tl = (Timeline(on_done=lambda: log.append("end"))
          .then(Tween(a, "x", 10.0, 1.0, ease="linear"))
          .with_(Tween(b, "y", 10.0, 0.5, ease="linear"))
          .call(lambda: log.append("called"))
          .wait(0.5)
          .then(Tween(a, "x", 0.0, 1.0, ease="linear")))
    assert tl.duration == pytest.approx(2.5)
    tl.update(0.5)
    assert (a.x, b.y) == (pytest.approx(5.0), 10.0)
    assert log == []
    tl.update(0.5)
    assert a.x == 10.0 and log == ["called"]
    tl.update(0.5)  # the wait
    assert a.x == 10.0
    tl.update(0.5)
    # the last step starts from where the first one left the value
    assert a.x == pytest.approx(5.0)
    tl.update(0.5)
    assert a.x == 0.0 and tl.done and log == ["called", "end"]


def test_leftover_time_flows_into_the_next_step():
    obj = Thing(x=0.0)
    tl = Timeline().then(Tween(obj, "x", 1.0, 0.3, ease="linear")).then(Tween(obj, "x", 2.0, 1.0, ease="linear"))
    tl.update(0.8)  # 0.3 for the first step, 0.5 into the second
    assert obj.x == pytest.approx(1.5)


def test_with_after_starts_an_item_partway_into_the_step():
    a, b = Thing(x=0.0), Thing(x=0.0)
    tl = Timeline().then(Tween(a, "x", 1.0, 1.0, ease="linear")).with_(Tween(b, "x", 1.0, 1.0, ease="linear"), after=0.5)
    tl.update(0.75)
    assert a.x == pytest.approx(0.75) and b.x == pytest.approx(0.25)
    tl.update(0.25)
    assert not tl.done  # b still has half a second to run
    tl.update(0.5)
    assert b.x == 1.0 and tl.done


def test_timeline_accepts_plain_callables_and_nested_timelines():
    obj = Thing(x=0.0)
    seen = []
    inner = Timeline().then(Tween(obj, "x", 4.0, 0.2)).call(lambda: seen.append(obj.x))
    outer = Timeline().then(lambda: seen.append("start")).then(inner).then(Call(lambda: seen.append("after")))
    outer.update(1.0)
    assert seen == ["start", 4.0, "after"] and outer.done
    with pytest.raises(TypeError):
        Timeline().then(42)


def test_cancel_object_stops_only_its_tweens_and_skips_callbacks():
    a, b = Thing(x=0.0), Thing(x=0.0)
    done = []
    tweener = Tweener()
    tweener.add(Tween(a, "x", 10.0, 1.0, ease="linear", on_done=lambda: done.append("a")))
    tl = tweener.add(Timeline(on_done=lambda: done.append("tl"))
                     .then(Tween(a, "x", 20.0, 1.0), Tween(b, "x", 10.0, 1.0, ease="linear")))
    tweener.update(0.5)
    assert tweener.animating(a)
    tweener.cancel(a)
    assert not tweener.animating(a)
    frozen = a.x
    tweener.update(1.0)
    assert a.x == frozen and b.x == 10.0
    assert done == ["tl"] and tl.done
    tweener.add(Tween(b, "x", 0.0, 1.0))
    tweener.cancel()
    assert not tweener.busy


def test_a_new_tween_replaces_a_running_one_on_the_same_attribute():
    obj = Thing(x=0.0)
    tweener = Tweener()
    first = tweener.add(Tween(obj, "x", 100.0, 1.0, ease="linear"))
    tweener.update(0.5)
    tweener.add(Tween(obj, "x", 0.0, 1.0, ease="linear"))
    tweener.update(0.5)
    assert first.done
    assert obj.x == pytest.approx(25.0)


def test_finish_all_jumps_to_the_end_and_follows_chained_callbacks():
    obj = Thing(x=0.0, y=0.0)
    tweener = Tweener()
    order = []

    def chain():
        order.append("first")
        tweener.add(Tween(obj, "y", 7.0, 2.0, on_done=lambda: order.append("second")))

    tweener.add(Timeline().then(Tween(obj, "x", 3.0, 1.0)).wait(10.0).call(chain))
    tweener.update(0.1)
    tweener.finish_all()
    assert (obj.x, obj.y) == (3.0, 7.0)
    assert order == ["first", "second"]
    assert not tweener.busy and len(tweener) == 0


def test_wait_and_tween_many():
    obj = Thing(x=0.0, y=0.0)
    w = Wait(1.0)
    assert w.update(0.4) == 0.0 and not w.done
    assert w.update(0.7) == pytest.approx(0.1) and w.done
    ended = []
    tl = tween_many(obj, {"x": 1.0, "y": 2.0}, 0.5, on_done=lambda: ended.append(True))
    tl.update(0.5)
    assert (obj.x, obj.y) == (1.0, 2.0) and ended == [True]


def test_speed_may_be_a_setting_read_every_update():
    settings = {"speed": 1.0}
    obj = Thing(x=0.0)
    tweener = Tweener(speed=lambda: settings["speed"])
    tweener.add(Tween(obj, "x", 100.0, 1.0, ease="linear"))
    tweener.update(0.25)
    settings["speed"] = 3.0
    tweener.update(0.25)
    assert obj.x == pytest.approx(100.0)


def test_cancel_one_attribute_leaves_the_others_running():
    obj = Thing(x=0.0, y=0.0)
    tweener = Tweener()
    tweener.add(Timeline().then(Tween(obj, "x", 10.0, 1.0, ease="linear"), Tween(obj, "y", 10.0, 1.0, ease="linear")))
    tweener.update(0.5)
    tweener.cancel(obj, "x")
    assert len(tweener.running) == 1
    tweener.update(0.5)
    assert obj.x == pytest.approx(5.0) and obj.y == 10.0
