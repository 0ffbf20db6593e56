<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kN/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red&apos;s view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores from Red&apos;s side; otherwise from the side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms/move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add as a variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start or stop the analysis of the position shown (key A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the engine&apos;s best lines to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine that analyses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse every move of the main line, mark the mistakes and draw the score graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines: add, remove and set up engines (also Settings ▸ Engines…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine that analyses: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardGameMode</name>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;twork…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the %1 game in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished %1 game of %2 was saved. Continue it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockKeeper</name>
    <message>
        <source>Clocks restored, game paused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: Game ▸ Pause (P) resumes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommentBox</name>
    <message>
        <source>Comment on the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment on this move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComputerStatus</name>
    <message>
        <source>Move now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the computer play the best move it has found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking... %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawOffer</name>
    <message>
        <source>%1 offers a draw. Does %2 accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer declines the draw: it has not judged the game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer declines the draw: it thinks it is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ahead by %1 pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not far enough behind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineList</name>
    <message>
        <source>Xiangqi (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 who it is…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 speaks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in engine: part of the program, nothing to set up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExternalPlayerWorker</name>
    <message>
        <source>could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gave no move in a position that has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not move in time (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent something that is not a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent an illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not get ready: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoldingPage</name>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the record and analysis in the board&apos;s place, or the board again (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>Cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine &amp;Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Red (you move first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hinese (炮二平五)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;WXF (C2.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ICCS (h2e2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;UBB (DhtmlXQ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Record or Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the line of the shown move the main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the shown move and every move after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer or Claim a &amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;yle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Simplified characters (车马炮)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Traditional characters (俥傌炮 / 車馬砲)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add, remove and set up the engines that analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many cores the full-strength level and hints search on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All Cores (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
    <message>
        <source>Resi&amp;gn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propert&amp;ies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro&amp;mote to Main Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine T&amp;hreads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameProperties</name>
    <message>
        <source>Game Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown or unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GomokuGame</name>
    <message>
        <source>That point is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black may not play there under renju: it makes a double-three (two open threes at once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black may not play there under renju: it makes a double-four (two fours at once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black may not play there under renju: it makes an overline (six or more in a row).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GomokuLevels</name>
    <message>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wide randomness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>randomness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some randomness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>often overlooks a four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sometimes overlooks a four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sees wins by threes and fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sees wins by fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GomokuMode</name>
    <message>
        <source>Gomoku 五子棋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-style (five or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (exactly five)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renju (black&apos;s forbidden moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 x 15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 x 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Move &amp;Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Gomoku game: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piskvork game (*.psq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move list (*.gomoku)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (computer) is thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White (computer) is thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins: five in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins: five in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: the board is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played.</source>
        <translation>
            <numerusform>%n move played.</numerusform>
            <numerusform>%n moves played.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under which rule was %1 played?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board Si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ru&amp;les</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black (you move first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: %1
Board: %2 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Gomoku&lt;/b&gt; (五子棋): free-style, standard or renju, on 15x15 or 20x20, against an AI with an evaluation learned from its own games and a search that knows threats: forced wins by fours (VCF) and by threes and fours (VCT), at six levels. It also runs on its own as &lt;i&gt;gomoku-engine&lt;/i&gt; (Gomocup protocol).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gomoku (五子棋)&lt;/h2&gt;&lt;p&gt;Black and White take turns placing a stone on an empty point; Black begins. Five stones of one colour in a row, across, down or diagonally, win.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Free-style&lt;/b&gt;: five or more in a row wins.&lt;br&gt;&lt;b&gt;Standard&lt;/b&gt;: only exactly five wins; six or more does not.&lt;br&gt;&lt;b&gt;Renju&lt;/b&gt;: White wins with five or more; Black only with exactly five, and Black may not play a double-three, a double-four or an overline (six or more). A five comes first: a move that makes five is never forbidden. A three counts only if it can become an open four by a move that is itself allowed. Black&apos;s forbidden points are marked with a red cross.&lt;/p&gt;&lt;p&gt;A full board is a draw.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocks a four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins: five in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s) by fours (VCF)</source>
        <translation>
            <numerusform>wins in %n move by fours (VCF)</numerusform>
            <numerusform>wins in %n moves by fours (VCF)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s) by threes and fours (VCT)</source>
        <translation>
            <numerusform>wins in %n move by threes and fours (VCT)</numerusform>
            <numerusform>wins in %n moves by threes and fours (VCT)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s), depth %1</source>
        <translation>
            <numerusform>wins in %n move, depth %1</numerusform>
            <numerusform>wins in %n moves, depth %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n move(s), depth %1</source>
        <translation>
            <numerusform>loses in %n move, depth %1</numerusform>
            <numerusform>loses in %n moves, depth %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>every stone counts one</comment>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>the pasted game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no Gomoku game: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GomokuPuzzleBoard</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>VCF in %n</source>
        <translation>
            <numerusform>VCF in %n</numerusform>
            <numerusform>VCF in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning point is in column %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: the ringed point, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That point is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>VCT in %n</source>
        <translation>
            <numerusform>VCT in %n</numerusform>
            <numerusform>VCT in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: VCT in %n</source>
        <translation>
            <numerusform>%1 to move: VCT in %n</numerusform>
            <numerusform>%1 to move: VCT in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: VCF in %n</source>
        <translation>
            <numerusform>%1 to move: VCF in %n</numerusform>
            <numerusform>%1 to move: VCF in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeptGame</name>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last changes are not in %1. Quit without saving them there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit and lose the changes to this record that are not saved?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineReplay</name>
    <message>
        <source>Looking back: move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer moves in the position shown: step to one where it is your turn, or to the last move (End), to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A new line from move %1: Undo back to it, then Redo, brings back the %n move(s) it replaced.</source>
        <translation>
            <numerusform>A new line from move %1: Undo back to it, then Redo, brings back the move it replaced.</numerusform>
            <numerusform>A new line from move %1: Undo back to it, then Redo, brings back the %n moves it replaced.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;witch Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Xiangqi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a game file this program reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Xiangqi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game files (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer there; it was taken off the recent files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Xiangqi %1&lt;/h3&gt;&lt;p&gt;Board games against real engines, in one window:&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Play any of them with someone on the same network (Game ▸ Network…), open and save their records, in English or Chinese.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MenuChoices</name>
    <message>
        <source>&amp;Computer against Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Two Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full strength, %1 s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time per Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay: time per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play through the moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other moves were recorded here: see Variations below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetGame</name>
    <message>
        <source>the saved moves are not a legal game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 is in use</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetGameText</name>
    <message>
        <source>Gomoku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard: exactly five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free-style: five or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: resignation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: time ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: five in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 discs to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 is in use; choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the host&apos;s address as 192.168.1.20:47310.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnected; the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your offer was accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your offer was declined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your move now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a player. Join code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks to take back their last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks to take back their move and your reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be taken up: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking up the interrupted game against %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The network game against %1 was interrupted after %n move(s). Take it up again?</source>
        <translation>
            <numerusform>The network game against %1 was interrupted after %n move. Take it up again?</numerusform>
            <numerusform>The network game against %1 was interrupted after %n moves. Take it up again?</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the network game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is waiting at %1 yet. Ask the host to press Host, then press Join again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach %1 (%2). Check the address, then press Join again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The join code is not this game&apos;s. Check it with the host, then press Join again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game already has two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s program plays another game or speaks another version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost: the game is paused until %1 reconnects (%2 left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost: trying again in %1 s (%2 left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not come back. Nothing is lost: take the game up again later from Game ▸ Network…; its moves are saved in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You joined %1&apos;s game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 against %2, you play %3; %n move(s) played.</source>
        <translation>
            <numerusform>%1 against %2, you play %3; %n move played.</numerusform>
            <numerusform>%1 against %2, you play %3; %n moves played.</numerusform>
        </translation>
    </message>
    <message>
        <source>The host plays %1. Choose %1 as the game, then press Join again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no move and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no move and pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 record (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkSetup</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up taking this game up again (its PGN stays saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address:port, e.g. 192.168.1.20:47310</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the code the host shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 — %3, you play %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (moves first)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>&amp;Undo Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>P&amp;layers and Clocks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s engine failed: the game is paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.

The game is kept and paused. Game ▸ Pause (P) starts the engine again and plays on; Game ▸ Players and Clocks chooses another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is paused: P resumes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the computer&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>No clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 min + 1 s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 min + 2 s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 min + 3 s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 min + 5 s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 min + 10 s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 min for the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>40 moves in 60 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and Clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>600+5, 40/3600, st=10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds for the game + seconds added a move; moves/seconds; st=seconds for a fixed time a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is no time control. Examples: 600+5 (10 minutes and 5 seconds a move), 40/3600 (40 moves an hour), st=10 (10 seconds a move).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a stone in the tray, then click points on the board. Drag stones to move them; right-click them or drag them off the board to take them off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste a FEN and press Enter to set the board up from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a stone in the tray first, or the eraser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This FEN cannot be set up: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A general never leaves its palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An advisor stands only on the five points of its palace&apos;s diagonals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An elephant never crosses the river: it stands only on the seven elephant points of its own side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A soldier never steps back: on its own side of the river it stands only on its five start points and one step ahead of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advisors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elephants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>horses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chariots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has its general on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has all %2 of its %3 on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 on %2 stands where it never could. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generals face each other with nothing between them: %1, to move, would take the other general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in check while it is %2&apos;s move: %2 would take the general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no legal move: the game would already be over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleMode</name>
    <message>
        <source>&amp;Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi mates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi tactics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle collections (*.%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no puzzle of a game this program plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle of this length and theme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every puzzle shown here is solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the solution. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: solved at the first try!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers %2. Your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved %1 of %2, failed %3, skipped %4.
Streak %5, best %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversi endgames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Records as Puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a &amp;Folder of Records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Folder of Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Records as Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 as puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) became no puzzle; the first: %1</source>
        <translation>
            <numerusform>%n record became no puzzle; the first: %1</numerusform>
            <numerusform>%n records became no puzzle; the first: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Xiangqi endgames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would end the game short of the goal. Try another move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 The goal is missed: restart to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzles&lt;/b&gt; (习题): Xiangqi mates, tactics and practical endgames, Gomoku wins by fours and by threes, and Reversi endgames, each proven by its game&apos;s engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 gives discs away: perfect play would no longer win by %n disc(s). Try another move.</source>
        <translation>
            <numerusform>%1 gives discs away: perfect play would no longer win by %n disc. Try another move.</numerusform>
            <numerusform>%1 gives discs away: perfect play would no longer win by %n discs. Try another move.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h2&gt;Puzzles (习题)&lt;/h2&gt;&lt;p&gt;Each puzzle is a position and a goal for the side to move, shown beside the board. You play that side; the computer answers with the best defence.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Xiangqi mates&lt;/b&gt; (杀局): mate in the number of moves given, whatever the defence does. Any move that still mates as fast is taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Xiangqi tactics&lt;/b&gt;: win material by playing the line the engine proved the only good one.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Xiangqi endgames&lt;/b&gt; (实用残局): win, or hold the draw, against the engine to the end of the game, by the rules of Xiangqi (mate, repetition, 60 moves each without a capture, no material left to mate with).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Gomoku&lt;/b&gt; (五子棋): make five by continuous fours (VCF), or by threes and fours (VCT), in the number of moves given. The computer blocks a four at its five point and answers a three where it resists longest (an end or a gap of the three&apos;s line, or a four of its own); any three or four that still wins in the moves left is taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reversi&lt;/b&gt; (黑白棋): play the endgame to its last disc and win by the number of discs given, the most perfect play can keep: any move keeping that score is taken, one giving discs away is told at once.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Playing here&lt;/h3&gt;&lt;p&gt;A move that lets the goal go is told at once and may be tried again. &lt;b&gt;Hint&lt;/b&gt; (H) tells where to look (the piece to move; in Gomoku the column, in Reversi the row), a second hint shows the move; &lt;b&gt;Show Move&lt;/b&gt; plays it for you (the puzzle then counts as failed). Restart (Ctrl+R) sets the puzzle up again; Page Up and Page Down go to the previous and next puzzle; New Game (Ctrl+N) goes to the next one not solved yet. The lists beside the board choose the collection, the length and the theme.&lt;/p&gt;&lt;p&gt;Puzzles solved, failed and skipped are remembered, with your streak of puzzles solved at the first try without help. Puzzles ▸ Open Collection opens a puzzle file, and Import Records as Puzzles makes puzzles of the set-up positions of a record file.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the goal is reached with the solution shown; the puzzle counts as failed. Restart to solve it yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: solution shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gomoku VCF/VCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles 习题</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring the piece to move; ask again for the whole move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the solution&apos;s next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>Open Re&amp;cent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordClipboard</name>
    <message>
        <source>The clipboard holds no text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no game record: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordController</name>
    <message>
        <source>Position copied as FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the changes to this record that are not saved?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds the collection this game was taken from; saving the game there would lose the other games. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the position shown to %1. A FEN file keeps no moves: the game itself is not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record copied as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record pasted: two players look through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record is a diagram no game can reach; it opens in the position editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read with warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record was read, but not all of it:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Game records (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN, GBK for older programs (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi records (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordOrigin</name>
    <message>
        <source>%1, game %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReversiLevels</name>
    <message>
        <source>takes the most discs, valuing corners and edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the most discs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1, exact from %2 empty squares</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReversiMode</name>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Reversi game: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGF game (*.ggf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcript, f5d6c3... (*.%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has no move and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has no move and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: %1
White: %2

%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animate Flips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black %1 discs, White %2 discs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversi 黑白棋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black (you move first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disc on %1 would turn no disc over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>wins by %n disc(s)</source>
        <translation>
            <numerusform>wins by %n disc</numerusform>
            <numerusform>wins by %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses by %n disc(s)</source>
        <translation>
            <numerusform>loses by %n disc</numerusform>
            <numerusform>loses by %n discs</numerusform>
        </translation>
    </message>
    <message>
        <source>draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, from the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Reversi&lt;/b&gt; (Othello, 黑白棋) against an AI with a pattern evaluation, an opening book and an exact endgame solver, at seven levels. It also runs on its own as &lt;i&gt;reversi-engine&lt;/i&gt; (NBoard protocol).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Reversi (Othello, 黑白棋)&lt;/h2&gt;&lt;p&gt;Black and White take turns putting a disc of their colour on the 8 x 8 board, Black first, from the four discs in the centre.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A disc must &lt;b&gt;outflank&lt;/b&gt;: between it and another disc of the mover&apos;s, in a straight line across, down or diagonally, stand only the opponent&apos;s discs, at least one, with no empty square. Every line so enclosed is &lt;b&gt;flipped&lt;/b&gt; to the mover&apos;s colour.&lt;/li&gt;&lt;li&gt;A player with no such move &lt;b&gt;passes&lt;/b&gt;; a player who has one must play.&lt;/li&gt;&lt;li&gt;When neither side can move (the board is often full) the game ends: more discs win, equal counts are a draw.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Playing here&lt;/h3&gt;&lt;p&gt;Click a square to put your disc there; the dots show where you may play (View ▸ Show Legal Moves). Undo takes back your move and the computer&apos;s answer; Hint shows a good move.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>every disc counts one, a pass none</comment>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no Reversi game: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReversiPuzzleBoard</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Win by %n disc(s)</source>
        <translation>
            <numerusform>Win by %n disc</numerusform>
            <numerusform>Win by %n discs</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the best move is on row %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No disc would turn there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by %n disc(s).</source>
        <translation>
            <numerusform>%1 wins by %n disc.</numerusform>
            <numerusform>%1 wins by %n discs.</numerusform>
        </translation>
    </message>
    <message>
        <source>a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win by %n disc(s)</source>
        <translation>
            <numerusform>%1 to move: win by %n disc</numerusform>
            <numerusform>%1 to move: win by %n discs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Two players: the computer does not move in this record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1 against the computer from here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>&amp;Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <source>Red better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black better</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupPalette</name>
    <message>
        <source>general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chariot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser: click a stone on the board to take it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SingleGame</name>
    <message>
        <source>%1 sent a move the rules do not allow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalemate (no legal move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 60-move rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: start a new one or take moves back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check! 将军!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth 1, wide randomness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth 2, randomness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth 3, some randomness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth 4, a little randomness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth 5, slight randomness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full strength, the game&apos;s own time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no stone there to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot take your own stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two generals would face each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That does not answer the check: your general would be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your general would be in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The general moves one point straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The general must stay in the palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The advisor moves one point diagonally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The advisor must stay in the palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The elephant cannot cross the river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The elephant&apos;s eye is blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The elephant moves two points diagonally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The horse&apos;s leg is blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The horse moves one point straight, then one diagonally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chariot moves straight and cannot jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cannon captures by jumping exactly one stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cannon moves straight and jumps only to capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soldier moves sideways only after crossing the river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The soldier moves one point forward, never back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: a clock ran out, but the other side had nothing left to mate with.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariationPanel</name>
    <message>
        <source>Variations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move shown and the moves recorded in its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XiangqiEvaluation</name>
    <message>
        <source>%1, best line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>mates in %n move(s)</source>
        <translation>
            <numerusform>mates in %n move</numerusform>
            <numerusform>mates in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is mated in %n move(s)</source>
        <translation>
            <numerusform>is mated in %n move</numerusform>
            <numerusform>is mated in %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 pawns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XiangqiMode</name>
    <message numerus="yes">
        <source>%n move(s) played.</source>
        <translation>
            <numerusform>%n move played.</numerusform>
            <numerusform>%n moves played.</numerusform>
        </translation>
    </message>
    <message>
        <source>Xiangqi 象棋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: %1 moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move: the computer&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2 shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game from the position set up: %1 moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 and every move after it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play %1 against the computer from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move: paused (P resumes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Xiangqi&lt;/b&gt; (象棋, Chinese chess) against the built-in engine: a neural evaluation, an opening book, seven levels from Beginner to Master. It also runs on its own as &lt;i&gt;xiangqi-engine&lt;/i&gt; (UCI, UCCI), and any UCI or UCCI engine can play or analyse here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>a move of each side counts one</comment>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>XiangqiPuzzleBoard</name>
    <message numerus="yes">
        <source>%1 to move: mate in %n</source>
        <translation>
            <numerusform>%1 to move: mate in %n</numerusform>
            <numerusform>%1 to move: mate in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move: win material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move: hold the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move and win</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate in %n</numerusform>
            <numerusform>Mate in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: move the ringed piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XiangqiRules</name>
    <message>
        <source>&lt;h2&gt;Xiangqi (象棋), Chinese chess&lt;/h2&gt;&lt;p&gt;Red moves first. Stones stand on the points where lines cross. Capture the enemy general — or leave the other side without a legal move — to win.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;General 帅/将&lt;/b&gt;: one point straight, never leaving the palace (the 3 x 3 square with the diagonals). The two generals may never face each other on an open file.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Advisor 仕/士&lt;/b&gt;: one point diagonally, inside the palace.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Elephant 相/象&lt;/b&gt;: exactly two points diagonally, never across the river, and not if the point between (the elephant&apos;s eye) is occupied.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Horse 马&lt;/b&gt;: one point straight then one diagonally outward; blocked if the first point (the horse&apos;s leg) is occupied.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Chariot 车&lt;/b&gt;: any distance straight, like a rook.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cannon 炮&lt;/b&gt;: moves like the chariot, but captures by jumping exactly one stone (the screen).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Soldier 兵/卒&lt;/b&gt;: one point forward; after crossing the river also one point sideways. Never backwards.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;How a game ends&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Checkmate&lt;/b&gt; and &lt;b&gt;stalemate&lt;/b&gt;: the side with no legal move loses.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Perpetual check&lt;/b&gt; or &lt;b&gt;perpetual chase&lt;/b&gt;: the side that keeps checking or chasing loses.&lt;/li&gt;&lt;li&gt;Any other threefold &lt;b&gt;repetition&lt;/b&gt;, and 60 moves each without a capture, are a &lt;b&gt;draw&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Playing here&lt;/h3&gt;&lt;p&gt;Click a stone and then a point, or drag the stone. Green dots show where the selected stone may go. Undo (悔棋) takes back your move and the computer&apos;s answer. Click a move in the list to look at an earlier position.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chinese chess against a real engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the whole screen (kiosk use).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine memory in MB (remembered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hash wants a number of MB, at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game record to open (PGN, XQF, DhtmlXQ, FEN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
