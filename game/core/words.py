"""The one way the app puts a name and a verb together, and a count and a noun.

    says("Ada", "robs the Train")  -> "Ada robs the Train"
    says("You", "robs the Train")  -> "You rob the Train"     (a lesson's learner is named "You")
    says(["Ada", "Bill"], "wins")  -> "Ada and Bill win"
    verb("You", "has")             -> "have"
    possessive("You")              -> "Your";  possessive("Ada") -> "Ada's"
    count(1, "match")              -> "1 match";  count(3, "match") -> "3 matches"
    count(2, "passenger")          -> "2 passengers";  count(0, "die", "dice") -> "0 dice"
    noun(n, "card")                -> the noun alone, singular or plural
    named("Ada", you=True)         -> "Ada (you)";  named("You", you=True) -> "You"

Every line a player reads that starts with a seat's name and a verb goes
through ``says`` (rules' ``describe`` gives the verb phrase, "robs the Train",
and the table puts the name in front of it), and every count of things goes
through ``count``: no "You robs", no "1 matches", no "passenger(s)".

Pure Python (the rules core uses it too).
"""

from __future__ import annotations

YOU = "You"

# Verbs whose plain form is not the third-person one less its last letters.
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
_SIBILANT_ENDS = ("sses", "shes", "ches", "xes", "zes")
# Nouns whose plural is not the noun with "s" or "es".
_PLURALS = {"die": "dice", "man": "men", "person": "people", "bus": "buses", "thief": "thieves"}


def is_you(name: str) -> bool:
    return name.strip() == YOU


def verb(subject: str, third_person: str) -> str:
    """``third_person`` ("robs") agreeing with ``subject``: "rob" after "You"."""
    if not is_you(subject):
        return third_person
    word = third_person
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith(_SIBILANT_ENDS):
        return word[:-2]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def together(names) -> str:
    """"Ada", "Ada and Bill", "Ada, Bill and Cora"."""
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1] if names else ""


def says(subject, predicate: str) -> str:
    """``subject`` (a name, or a list of names) then ``predicate`` ("robs the Train"), its first
    word agreeing with the subject: "You rob", "Ada and Bill rob", "Ada robs"."""
    if not isinstance(subject, str):
        names = list(subject)
        subject = together(names)
        if len(names) > 1:
            first, _, rest = predicate.strip().partition(" ")
            word = first.rstrip("!?.,:;")
            return f"{subject} {verb(YOU, word)}{first[len(word):]}{' ' + rest if rest else ''}"
    predicate = predicate.strip()
    if not predicate:
        return subject
    if predicate.startswith("'s "):   # "'s cards are all one suit"
        return f"{possessive(subject)}{predicate[2:]}"
    if predicate[0] in "+-,:;(":   # not a verb: "+4, now on space 8"
        return f"{subject}{'' if predicate[0] in ',:;' else ' '}{predicate}"
    first, _, rest = predicate.partition(" ")
    word = first.rstrip("!?.,:;")
    return f"{subject} {verb(subject, word)}{first[len(word):]}{' ' + rest if rest else ''}"


def advice(predicate: str) -> str:
    """A move's words ("robs the Train") as advice to the player ("Rob the Train"); words that
    name their own subject ("Mister X takes a taxi to 61") stay as they are."""
    predicate = predicate.strip()
    if not predicate or not predicate[0].islower():
        return predicate
    told = says(YOU, predicate)[len(YOU) + 1:]
    return told[:1].upper() + told[1:]


def possessive(name: str) -> str:
    return "Your" if is_you(name) else (f"{name}'" if name.endswith("s") else f"{name}'s")


def noun(n: int, singular: str, plural: str | None = None) -> str:
    if n == 1:
        return singular
    if plural is not None:
        return plural
    if singular in _PLURALS:
        return _PLURALS[singular]
    if singular.endswith(("s", "sh", "ch", "x", "z")):
        return singular + "es"
    if singular.endswith("y") and singular[-2:-1] not in tuple("aeiou"):
        return singular[:-1] + "ies"
    return singular + "s"


def count(n: int, singular: str, plural: str | None = None) -> str:
    return f"{n} {noun(n, singular, plural)}"


def named(name: str, you: bool) -> str:
    """A seat's name on its own plate: "(you)" marks the viewer's own, unless the name says it."""
    return f"{name} (you)" if you and not is_you(name) else name


def winners_line(match) -> str:
    """Who won a match, said in a line ("Ada wins!", "A draw", "Nobody wins")."""
    outcome = match.outcome()
    if outcome is None:
        return "The match is not over"
    names = [match.seats[s].name for s in outcome.winners]
    if not names:
        return "Nobody wins"
    if len(names) == len(match.seats) and len(names) > 1:
        return "A draw"
    return says(names, "wins!")


__all__ = ["YOU", "advice", "count", "is_you", "named", "noun", "possessive", "says", "together", "verb",
           "winners_line"]
