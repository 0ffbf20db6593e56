#include "match/matchconfig.h"

namespace xq::match {

const char *matchUsage()
{
    return R"(Usage: xiangqi-match -engine ENGINE-KEYS -engine ENGINE-KEYS [OPTIONS]

Plays Xiangqi engines against each other, refereed by the project's rules judge (perpetual
check and chase, repetition, the 60-move rule, insufficient material). The options follow
cutechess-cli's wherever the concepts match.

Engines
  -engine KEY=VALUE...   one engine (give it once per engine; at least two). Keys:
      name=NAME          the name in output and PGN (default: the command's file name)
      cmd=COMMAND        program and arguments; cmd=builtin (or name=xiangqi-engine without
                         cmd) runs the xiangqi-engine installed beside xiangqi-match
      dir=DIR            working directory
      proto=uci|ucci|uci-fsf
                         uci: ICCS coordinates (a0-i9, Pikafish, xiangqi-engine); an engine
                         listing UCI_Variant is switched to Fairy-Stockfish's dialect (a1-i10,
                         UCI_Variant xiangqi) by itself. uci-fsf forces that dialect.
                         ucci: ElephantEye style (ucci/ucciok, setoption NAME VALUE, go time/
                         increment/opptime in seconds, milliseconds when the engine lists
                         usemillisec; option.usemillisec=true forces milliseconds)
      option.NAME=VALUE  an engine option (spin, check, combo, string; a button's value is
                         ignored); options the engine does not list are sent with a warning
      starttimeout=S     seconds the engine has to finish its handshake (default 10)
      conf=NAME          the engine NAME of the -engines file; later keys override it
      tc=, st=, depth=, nodes=, timemargin=   the time control of this engine (see -each)
  -each KEY=VALUE...     keys applied to every engine (an -engine's own keys win)
  -engines FILE          named engines: INI ([NAME] then key=value lines with the keys above) or
                         cutechess-cli's JSON (name, command, workingDirectory, protocol,
                         options)

Time controls (in -each or -engine)
  tc=MOVES/TIME+INC      TIME seconds (or M:SS) for MOVES moves, INC seconds added per move;
                         tc=TIME+INC for the whole game; tc=inf for no clock
  st=SECONDS             a fixed time per move (go movetime)
  depth=N, nodes=N       search limits, alone or with a clock
  timemargin=MS          how late a move may come before it loses on time (default 0)
  A move later than its clock (or st) plus the margin loses on time. With depth or nodes
  alone, a move that takes over 60 s loses as a hung engine.

Games
  -games N               games per pairing and round (default 1)
  -rounds N              rounds (default 1)
  -repeat [N]            play each opening N times (default 2), colours alternating
  -tournament round-robin|gauntlet
                         every engine against every other (default), or the first against each
  -concurrency N         games played at once, each with its own engine processes (default 1)
  -openings file=FILE [format=epd|pgn] [order=sequential|random] [plies=N] [start=N]
                         EPD/FEN lines, PGN games (main lines) or move-list lines as in
                         ../shared/tools/openings.txt ("startpos moves h2e2 h9g7 # name", or
                         "FEN moves ..."); every line is replayed and checked when read.
                         Without -openings every game starts from the start position.
  -srand N               the seed for order=random (default: the time)
  -maxmoves N            a game is drawn after N full moves

Adjudication
  -draw movenumber=N movecount=M score=S
                         after move N, a draw when both engines reported |score| <= S cp for
                         M consecutive moves each
  -resign movecount=M score=S [twosided=true]
                         an engine reporting <= -S cp for M consecutive moves loses (twosided:
                         the opponent must also report >= S)
  The rules judge ends a game on checkmate, stalemate (the side to move loses), perpetual check
  or chase (the offender loses), any other threefold repetition, 120 plies without a capture,
  or no attacking stones left (draws). An engine that crashes, hangs, loses on time, sends a
  malformed or illegal move or no move loses that game; the reason goes into the PGN and the
  JSON line, the engine is restarted for its next game and the match goes on.
  -recover               accepted for cutechess-cli compatibility: recovery is always on. The
                         match stops only when an engine cannot be started at all.

Statistics
  -sprt elo0=E0 elo1=E1 alpha=A beta=B
                         sequential probability ratio test (two engines): stops when the
                         generalized log-likelihood ratio (trinomial model, logistic Elo)
                         crosses ln(B/(1-A)) or ln((1-B)/A)
  -ratinginterval N      print the Elo estimate every N games (default 1, 0: only at the end)

Output
  -pgnout FILE [min]     append every game as PGN (ICCS moves); each move commented
                         "score/depth time" as cutechess-cli writes it, unless min
  -jsonout FILE          append one JSON object per game and a summary object at the end
  Progress lines: "Started game", "Finished game N (A vs B): 1-0 {reason}", "Score of A vs B:
  W - L - D [score] N", "Elo difference: E +/- e, LOS: L %". At the end: W-L-D, score, Elo
  difference with its 95% error, LOS, draw ratio, SPRT, the terminations.
  Ctrl+C (SIGINT) or SIGTERM: games in progress are abandoned (not counted), the summary is
  printed and written all the same.

  -help, --help          this text
  -version               the version

Example
  xiangqi-match -engine cmd=builtin name=ours \
      -engine cmd=/usr/games/fairy-stockfish name=fsf option.UCI_Elo=2000 \
             option.UCI_LimitStrength=true \
      -each st=0.1 timemargin=200 -games 100 -repeat -concurrency 2 \
      -openings file=openings.txt order=sequential -pgnout games.pgn -jsonout games.jsonl
)";
}

} // namespace xq::match
