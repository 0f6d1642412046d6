"""The network commands' mistakes are one line and exit code 2, like every command."""

from __future__ import annotations

import pytest

from game.__main__ import main


@pytest.mark.parametrize("argv, words", [
    (["remote", "open", "ws://127.0.0.1:1", "fugitive", "--players", "2", "--bots", "easy"],
     "--bots has 1 entries for 2 seats"),
    (["remote", "open", "ws://127.0.0.1:1", "fugitive", "--players", "2", "--bots", "genius,"],
     "a server bot plays at one of easy, normal, hard"),
    (["remote", "open", "ws://127.0.0.1:1", "chess", "--players", "2"], "unknown game 'chess'"),
    (["remote", "play", "ws://127.0.0.1:1", "ABCDEF", "--seat", "0", "--token", "a", "--token", "b"],
     "give one --token for each --seat"),
    (["serve", "--certfile", "cert.pem"], "--certfile and --keyfile go together"),
    (["serve", "--port", "-1"], "--port must not be negative"),
])
def test_mistakes_are_one_line(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_an_unreachable_server_is_a_sentence_not_a_traceback(capsys):
    code = main(["remote", "open", "ws://127.0.0.1:9", "fugitive", "--players", "2"])
    err = capsys.readouterr().err
    assert code == 1 and "cannot reach the table server at ws://127.0.0.1:9" in err


def test_serve_and_open_print_what_the_contract_says(server, capsys):
    assert main(["remote", "open", server.url, "most-wanted", "--players", "4", "--bots", "normal,,normal,",
                 "--seed", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("room ") and len(lines[0].split()[1]) == 6
    assert [line.split()[:2] for line in lines[1:3]] == [["seat", "1"], ["seat", "3"]]
    assert lines[3].startswith("host ")
