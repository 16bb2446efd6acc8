#!/usr/bin/env python3
"""Replays review histories through the reference FSRS-6 scheduler (`pip install 'fsrs>=6,<7'`).

FSRSReferenceTests runs this as `python fsrs_reference.py < input.json > output.json`.
Input: {"scheduler": {...optional settings...}, "histories": [{"start": iso8601,
"reviews": [{"rating": 1-4, "time": iso8601}, ...]}, ...]} (a bare list of histories also works).
Output: {"fsrs_version": ..., "results": [[state after each review, ...], ...]} where a state is
{"state", "step", "stability", "difficulty", "due"} with `due` in UTC to the second.
Fuzzing is always off so the result is deterministic.
"""
import json
import sys
from datetime import datetime, timedelta, timezone
from importlib.metadata import version

from fsrs import Card, Rating, Scheduler


def parse_time(text):
    # The reference insists on timezone-aware UTC datetimes.
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(timezone.utc)


def make_scheduler(settings):
    # Settings mirror SchedulerParameters; steps are in seconds. Missing keys keep the defaults.
    options = {"enable_fuzzing": False}
    if "desired_retention" in settings:
        options["desired_retention"] = settings["desired_retention"]
    for key in ("learning_steps", "relearning_steps"):
        if key in settings:
            options[key] = [timedelta(seconds=s) for s in settings[key]]
    if "maximum_interval" in settings:
        options["maximum_interval"] = settings["maximum_interval"]
    return Scheduler(**options)


def replay(scheduler, index, history):
    # card_id is given so Card() does not sleep a millisecond to make a unique one.
    card = Card(card_id=index + 1, due=parse_time(history["start"]))
    states = []
    for review in history["reviews"]:
        card, _ = scheduler.review_card(card, Rating(review["rating"]), parse_time(review["time"]))
        states.append({
            "state": int(card.state),
            "step": card.step,
            "stability": card.stability,
            "difficulty": card.difficulty,
            "due": card.due.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        })
    return states


def main():
    data = json.load(sys.stdin)
    if isinstance(data, list):
        data = {"histories": data}
    scheduler = make_scheduler(data.get("scheduler", {}))
    results = [replay(scheduler, i, h) for i, h in enumerate(data["histories"])]
    json.dump({"fsrs_version": version("fsrs"), "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
