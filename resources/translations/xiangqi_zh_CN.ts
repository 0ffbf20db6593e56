<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>kN/s</source>
        <translation>千节点/秒</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>重启引擎</translation>
    </message>
    <message>
        <source>Analyse (A)</source>
        <translation>分析 (A)</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> 条变化</translation>
    </message>
    <message>
        <source>Red&apos;s view</source>
        <translation>红方视角</translation>
    </message>
    <message>
        <source>Scores from Red&apos;s side; otherwise from the side to move</source>
        <translation>分数按红方计算；否则按走棋一方计算</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source> ms/move</source>
        <translation> 毫秒/步</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The engine did not start: %1</source>
        <translation>引擎未能启动：%1</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>引擎出错：%1</translation>
    </message>
    <message>
        <source>Play this line</source>
        <translation>走这路变化</translation>
    </message>
    <message>
        <source>Add as a variation</source>
        <translation>添加为变着</translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation>复盘已取消</translation>
    </message>
    <message>
        <source>Start or stop the analysis of the position shown (key A)</source>
        <translation>开始或停止分析当前局面（A 键）</translation>
    </message>
    <message>
        <source>How many of the engine&apos;s best lines to show</source>
        <translation>显示引擎最佳变化的条数</translation>
    </message>
    <message>
        <source>The engine that analyses</source>
        <translation>用来分析的引擎</translation>
    </message>
    <message>
        <source>Analyse every move of the main line, mark the mistakes and draw the score graph</source>
        <translation>分析主线的每一步，标出失误并画出局势曲线</translation>
    </message>
    <message>
        <source>Engines: add, remove and set up engines (also Settings ▸ Engines…)</source>
        <translation>引擎：添加、删除和设置引擎（也可用 设置 ▸ 引擎…）</translation>
    </message>
    <message>
        <source>The engine that analyses: %1</source>
        <translation>用来分析的引擎：%1</translation>
    </message>
</context>
<context>
    <name>BoardGameMode</name>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>声音(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>难度(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Play As</source>
        <translation>执子(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Ne&amp;twork…</source>
        <translation>网络对战(&amp;T)…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新局</translation>
    </message>
    <message>
        <source>Abandon the %1 game in progress?</source>
        <translation>放弃正在进行的%1对局吗？</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>继续上一局？</translation>
    </message>
    <message>
        <source>An unfinished %1 game of %2 was saved. Continue it?</source>
        <translation>有一局未下完的%1（%2）已保存。要继续吗？</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>复制棋谱(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>粘贴棋谱(&amp;P)</translation>
    </message>
    <message>
        <source>Paste Game</source>
        <translation>粘贴棋谱</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文字。</translation>
    </message>
</context>
<context>
    <name>ClockKeeper</name>
    <message>
        <source>Clocks restored, game paused</source>
        <translation>棋钟已恢复，对局暂停</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Paused: Game ▸ Pause (P) resumes</source>
        <translation>已暂停：“对局 ▸ 暂停”（P）继续</translation>
    </message>
</context>
<context>
    <name>CommentBox</name>
    <message>
        <source>Comment on the game</source>
        <translation>对整局棋的评注</translation>
    </message>
    <message>
        <source>Comment on this move</source>
        <translation>对这步棋的评注</translation>
    </message>
</context>
<context>
    <name>ComputerStatus</name>
    <message>
        <source>Move now</source>
        <translation>立即走棋</translation>
    </message>
    <message>
        <source>Make the computer play the best move it has found so far</source>
        <translation>让电脑立即走出目前找到的最佳着法</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Thinking... %1</source>
        <translation>思考中… %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation>提示：%1（%2）</translation>
    </message>
</context>
<context>
    <name>DrawOffer</name>
    <message>
        <source>%1 offers a draw. Does %2 accept?</source>
        <translation>%1求和。%2同意吗？</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1拒绝和棋。</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>电脑同意和棋。</translation>
    </message>
    <message>
        <source>The computer declines the draw: it has not judged the game yet.</source>
        <translation>电脑拒绝和棋：它还没有评估过这局棋。</translation>
    </message>
    <message>
        <source>The computer declines the draw: it thinks it is %1.</source>
        <translation>电脑拒绝和棋：它认为自己%1。</translation>
    </message>
    <message>
        <source>winning</source>
        <translation>胜势在握</translation>
    </message>
    <message>
        <source>ahead by %1 pawns</source>
        <translation>领先 %1 个兵</translation>
    </message>
    <message>
        <source>not far enough behind</source>
        <translation>并不落后</translation>
    </message>
</context>
<context>
    <name>EngineList</name>
    <message>
        <source>Xiangqi (built-in)</source>
        <translation>象棋（内置引擎）</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Asking %1 who it is…</source>
        <translation>正在询问 %1 的身份…</translation>
    </message>
    <message>
        <source>%1 did not start: %2</source>
        <translation>%1 未能启动：%2</translation>
    </message>
    <message>
        <source>%1 speaks %2</source>
        <translation>%1 使用 %2 协议</translation>
    </message>
    <message>
        <source>?</source>
        <translation>？</translation>
    </message>
    <message>
        <source>The built-in engine: part of the program, nothing to set up.</source>
        <translation>内置引擎：程序自带，无需设置。</translation>
    </message>
</context>
<context>
    <name>ExternalPlayerWorker</name>
    <message>
        <source>could not be started: %1</source>
        <translation>无法启动：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>gave no move in a position that has one</source>
        <translation>在有棋可走的局面下没有给出着法</translation>
    </message>
    <message>
        <source>did not move in time (%1 s)</source>
        <translation>未在限时内走棋（%1 秒）</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>崩溃了</translation>
    </message>
    <message>
        <source>sent something that is not a move</source>
        <translation>发来的不是着法</translation>
    </message>
    <message>
        <source>sent an illegal move</source>
        <translation>走了违规着法</translation>
    </message>
    <message>
        <source>did not get ready: %1</source>
        <translation>未能就绪：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>FoldingPage</name>
    <message>
        <source>Record</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>Show the record and analysis in the board&apos;s place, or the board again (Ctrl+L)</source>
        <translation>在棋盘的位置显示棋谱和分析，或重新显示棋盘 (Ctrl+L)</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>Cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>Engine &amp;Memory</source>
        <translation>引擎内存(&amp;M)</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>&amp;Red (you move first)</source>
        <translation>执红（先走）(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>执黑(&amp;B)</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>显示可走位置(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>记谱法(&amp;N)</translation>
    </message>
    <message>
        <source>C&amp;hinese (炮二平五)</source>
        <translation>中文（炮二平五）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;WXF (C2.5)</source>
        <translation>WXF（C2.5）(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;ICCS (h2e2)</source>
        <translation>ICCS（h2e2）(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>编辑局面(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>复制 PGN(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>复制 FEN(&amp;F)</translation>
    </message>
    <message>
        <source>Copy &amp;UBB (DhtmlXQ)</source>
        <translation>复制 UBB（DhtmlXQ）(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Paste Record or Position</source>
        <translation>粘贴棋谱或局面(&amp;P)</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>升为主线</translation>
    </message>
    <message>
        <source>Make the line of the shown move the main line</source>
        <translation>把当前这步棋所在的变着升为主线</translation>
    </message>
    <message>
        <source>&amp;Delete Move</source>
        <translation>删除着法(&amp;D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the shown move and every move after it</source>
        <translation>删除当前这步棋及其后的所有着法</translation>
    </message>
    <message>
        <source>Offer or Claim a &amp;Draw</source>
        <translation>求和 / 判和(&amp;D)</translation>
    </message>
    <message>
        <source>St&amp;yle</source>
        <translation>棋子样式(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Simplified characters (车马炮)</source>
        <translation>简体字（车马炮）(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Traditional characters (俥傌炮 / 車馬砲)</source>
        <translation>繁体字（俥傌炮 / 車馬砲）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <source>Add, remove and set up the engines that analyse</source>
        <translation>添加、删除和设置用来分析的引擎</translation>
    </message>
    <message>
        <source>How many cores the full-strength level and hints search on</source>
        <translation>满级强度和提示使用几个处理器核心搜索</translation>
    </message>
    <message>
        <source>&amp;All Cores (%1)</source>
        <translation>全部核心(&amp;A)（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>Resi&amp;gn</source>
        <translation>认输(&amp;G)</translation>
    </message>
    <message>
        <source>Propert&amp;ies…</source>
        <translation>对局信息(&amp;I)…</translation>
    </message>
    <message>
        <source>Pro&amp;mote to Main Line</source>
        <translation>升为主线(&amp;M)</translation>
    </message>
    <message>
        <source>Engine T&amp;hreads</source>
        <translation>引擎线程(&amp;H)</translation>
    </message>
</context>
<context>
    <name>GameProperties</name>
    <message>
        <source>Game Properties</source>
        <translation>对局信息</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>红方(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黑方(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>赛事(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>地点(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>年.月.日</translation>
    </message>
    <message>
        <source>Unknown or unfinished</source>
        <translation>未知或未结束</translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation>结果(&amp;U)：</translation>
    </message>
</context>
<context>
    <name>GomokuGame</name>
    <message>
        <source>That point is taken.</source>
        <translation>这个点已经有子了。</translation>
    </message>
    <message>
        <source>Black may not play there under renju: it makes a double-three (two open threes at once).</source>
        <translation>连珠规则下黑棋不能下在这里：这是双三（同时形成两个活三）。</translation>
    </message>
    <message>
        <source>Black may not play there under renju: it makes a double-four (two fours at once).</source>
        <translation>连珠规则下黑棋不能下在这里：这是双四（同时形成两个四）。</translation>
    </message>
    <message>
        <source>Black may not play there under renju: it makes an overline (six or more in a row).</source>
        <translation>连珠规则下黑棋不能下在这里：这是长连（六子或更多连成一线）。</translation>
    </message>
</context>
<context>
    <name>GomokuLevels</name>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>wide randomness</source>
        <translation>随机性大</translation>
    </message>
    <message>
        <source>randomness</source>
        <translation>有随机性</translation>
    </message>
    <message>
        <source>some randomness</source>
        <translation>略有随机</translation>
    </message>
    <message>
        <source>often overlooks a four</source>
        <translation>常看漏冲四</translation>
    </message>
    <message>
        <source>sometimes overlooks a four</source>
        <translation>偶尔看漏冲四</translation>
    </message>
    <message>
        <source>sees wins by threes and fours</source>
        <translation>能算活三冲四胜</translation>
    </message>
    <message>
        <source>sees wins by fours</source>
        <translation>能算连四胜</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>GomokuMode</name>
    <message>
        <source>Gomoku 五子棋</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>Free-style (five or more)</source>
        <translation>无禁手（五连或长连皆胜）</translation>
    </message>
    <message>
        <source>Standard (exactly five)</source>
        <translation>标准（恰好五连才胜）</translation>
    </message>
    <message>
        <source>Renju (black&apos;s forbidden moves)</source>
        <translation>连珠（黑棋有禁手）</translation>
    </message>
    <message>
        <source>15 x 15</source>
        <translation>15 × 15</translation>
    </message>
    <message>
        <source>20 x 20</source>
        <translation>20 × 20</translation>
    </message>
    <message>
        <source>Show Move &amp;Numbers</source>
        <translation>显示手数(&amp;N)</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>%1 is not a Gomoku game: %2</source>
        <translation>%1 不是五子棋棋谱：%2</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Piskvork game (*.psq)</source>
        <translation>Piskvork 棋谱 (*.psq)</translation>
    </message>
    <message>
        <source>Move list (*.gomoku)</source>
        <translation>着法列表 (*.gomoku)</translation>
    </message>
    <message>
        <source>Gomoku</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>Black (computer) is thinking...</source>
        <translation>黑方（电脑）思考中……</translation>
    </message>
    <message>
        <source>White (computer) is thinking...</source>
        <translation>白方（电脑）思考中……</translation>
    </message>
    <message>
        <source>Black wins: five in a row</source>
        <translation>黑方胜：五子连珠</translation>
    </message>
    <message>
        <source>White wins: five in a row</source>
        <translation>白方胜：五子连珠</translation>
    </message>
    <message>
        <source>Draw: the board is full</source>
        <translation>和棋：棋盘已满</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played.</source>
        <translation>
            <numerusform>共下了 %n 手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Under which rule was %1 played?</source>
        <translation>%1 是按哪种规则下的？</translation>
    </message>
    <message>
        <source>Board Si&amp;ze</source>
        <translation>棋盘大小(&amp;Z)</translation>
    </message>
    <message>
        <source>Ru&amp;les</source>
        <translation>规则(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Black (you move first)</source>
        <translation>执黑（先走）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>执白(&amp;W)</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <source>Rule: %1
Board: %2 x %2</source>
        <translation>规则：%1
棋盘：%2 x %2</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>轮到黑方</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>轮到白方</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gomoku&lt;/b&gt; (五子棋): free-style, standard or renju, on 15x15 or 20x20, against an AI with an evaluation learned from its own games and a search that knows threats: forced wins by fours (VCF) and by threes and fours (VCT), at six levels. It also runs on its own as &lt;i&gt;gomoku-engine&lt;/i&gt; (Gomocup protocol).</source>
        <translation>&lt;b&gt;五子棋&lt;/b&gt;：无禁手、标准或连珠规则，15×15 或 20×20 棋盘，对手是从自己的对局中学得评估、搜索懂得威胁的电脑：连续冲四取胜（VCF）与连续冲四活三取胜（VCT），分六级。它也可以作为独立程序 &lt;i&gt;gomoku-engine&lt;/i&gt;（Gomocup 协议）运行。</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gomoku (五子棋)&lt;/h2&gt;&lt;p&gt;Black and White take turns placing a stone on an empty point; Black begins. Five stones of one colour in a row, across, down or diagonally, win.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Free-style&lt;/b&gt;: five or more in a row wins.&lt;br&gt;&lt;b&gt;Standard&lt;/b&gt;: only exactly five wins; six or more does not.&lt;br&gt;&lt;b&gt;Renju&lt;/b&gt;: White wins with five or more; Black only with exactly five, and Black may not play a double-three, a double-four or an overline (six or more). A five comes first: a move that makes five is never forbidden. A three counts only if it can become an open four by a move that is itself allowed. Black&apos;s forbidden points are marked with a red cross.&lt;/p&gt;&lt;p&gt;A full board is a draw.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;五子棋&lt;/h2&gt;&lt;p&gt;黑白双方轮流在空点上落子，黑方先行。同色五子在横、竖或斜线上连成一线即获胜。&lt;/p&gt;&lt;p&gt;&lt;b&gt;无禁手&lt;/b&gt;：五连或更长皆胜。&lt;br&gt;&lt;b&gt;标准&lt;/b&gt;：只有恰好五连才胜，六连及以上不算。&lt;br&gt;&lt;b&gt;连珠&lt;/b&gt;：白方五连或长连皆胜；黑方只有恰好五连才胜，且不得下三三、四四或长连（六子及以上）禁手。成五优先：能成五的一手永远不是禁手。只有能由一手合法的棋变成活四的三才算活三。黑方的禁手点以红叉标出。&lt;/p&gt;&lt;p&gt;棋盘下满为和棋。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>blocks a four</source>
        <translation>挡住冲四</translation>
    </message>
    <message>
        <source>wins: five in a row</source>
        <translation>胜：五子连珠</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s) by fours (VCF)</source>
        <translation>
            <numerusform>%n 手内以连续冲四取胜（VCF）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s) by threes and fours (VCT)</source>
        <translation>
            <numerusform>%n 手内以活三冲四取胜（VCT）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s), depth %1</source>
        <translation>
            <numerusform>%n 手内取胜，深度 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n move(s), depth %1</source>
        <translation>
            <numerusform>%n 手内落败，深度 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1，深度 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>every stone counts one</comment>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message>
        <source>the pasted game</source>
        <translation>粘贴的棋谱</translation>
    </message>
    <message>
        <source>The clipboard holds no Gomoku game: %1</source>
        <translation>剪贴板中没有五子棋棋谱：%1</translation>
    </message>
</context>
<context>
    <name>GomokuPuzzleBoard</name>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message numerus="yes">
        <source>VCF in %n</source>
        <translation>
            <numerusform>%n 手连续冲四胜</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning point is in column %1.</source>
        <translation>提示：获胜点在 %1 列。</translation>
    </message>
    <message>
        <source>Hint: the ringed point, %1.</source>
        <translation>提示：圈出的点，%1。</translation>
    </message>
    <message>
        <source>That point is taken.</source>
        <translation>这一点已有棋子。</translation>
    </message>
    <message numerus="yes">
        <source>VCT in %n</source>
        <translation>
            <numerusform>%n 手活三冲四胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: VCT in %n</source>
        <translation>
            <numerusform>%1先走：%n 手活三冲四胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: VCF in %n</source>
        <translation>
            <numerusform>%1先走：%n 手连续冲四胜</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeptGame</name>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>The last changes are not in %1. Quit without saving them there?</source>
        <translation>最近的改动还没有保存到 %1。不保存就退出吗？</translation>
    </message>
    <message>
        <source>Quit and lose the changes to this record that are not saved?</source>
        <translation>退出并放弃这份棋谱未保存的改动？</translation>
    </message>
</context>
<context>
    <name>LineReplay</name>
    <message>
        <source>Looking back: move %1 of %2</source>
        <translation>回看：第 %1 手，共 %2 手</translation>
    </message>
    <message>
        <source>The computer moves in the position shown: step to one where it is your turn, or to the last move (End), to play on.</source>
        <translation>此局面轮到电脑下：请退到轮到你下的局面，或回到最后一手（End），再继续下棋。</translation>
    </message>
    <message numerus="yes">
        <source>A new line from move %1: Undo back to it, then Redo, brings back the %n move(s) it replaced.</source>
        <translation>
            <numerusform>从第 %1 手起走出新的变化：悔棋退回到该手后，重走可恢复被替换的 %n 手。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>新局(&amp;N)</translation>
    </message>
    <message>
        <source>S&amp;witch Game</source>
        <translation>切换游戏(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Xiangqi</source>
        <translation>关于中国象棋(&amp;A)</translation>
    </message>
    <message>
        <source>%1 is not a game file this program reads.</source>
        <translation>%1 不是本程序能读取的棋局文件。</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>About Xiangqi</source>
        <translation>关于中国象棋</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新局</translation>
    </message>
    <message>
        <source>Game files (%1)</source>
        <translation>棋局文件 (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>打开棋局</translation>
    </message>
    <message>
        <source>%1 is no longer there; it was taken off the recent files.</source>
        <translation>%1 已不存在，已从最近的文件中移除。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Xiangqi %1&lt;/h3&gt;&lt;p&gt;Board games against real engines, in one window:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;中国象棋 %1&lt;/h3&gt;&lt;p&gt;在一个窗口里与真正的引擎对弈的棋类游戏：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Play any of them with someone on the same network (Game ▸ Network…), open and save their records, in English or Chinese.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每种棋都可以与同一网络中的人对弈（对局 ▸ 网络对战…），打开和保存棋谱，界面有中文和英文。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MenuChoices</name>
    <message>
        <source>&amp;Computer against Computer</source>
        <translation>电脑对电脑(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Two Players</source>
        <translation>双人对弈(&amp;T)</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>新手</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>业余</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>棋社</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>大师</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>full strength, %1 s a move</source>
        <translation>全力，每步 %1 秒</translation>
    </message>
    <message>
        <source>&amp;Time per Move</source>
        <translation>每步用时(&amp;T)</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Start position</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Autoplay: time per move</source>
        <translation>自动播放：每步用时</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play through the moves</source>
        <translation>自动播放棋谱</translation>
    </message>
    <message>
        <source>Other moves were recorded here: see Variations below.</source>
        <translation>此处还记有其他着法：见下方的变着。</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
</context>
<context>
    <name>NetGame</name>
    <message>
        <source>the saved moves are not a legal game</source>
        <translation>保存的着法不是一盘合法的对局</translation>
    </message>
    <message>
        <source>port %1 is in use</source>
        <translation>端口 %1 已被占用</translation>
    </message>
</context>
<context>
    <name>NetGameText</name>
    <message>
        <source>Gomoku</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>Reversi</source>
        <translation>黑白棋</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation>中国象棋</translation>
    </message>
    <message>
        <source>standard: exactly five</source>
        <translation>标准：恰好五连</translation>
    </message>
    <message>
        <source>renju</source>
        <translation>连珠</translation>
    </message>
    <message>
        <source>free-style: five or more</source>
        <translation>自由：五连或更长</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1胜</translation>
    </message>
    <message>
        <source>%1: resignation.</source>
        <translation>%1：认输。</translation>
    </message>
    <message>
        <source>%1: time ran out.</source>
        <translation>%1：超时。</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>双方议和。</translation>
    </message>
    <message>
        <source>%1: five in a row.</source>
        <translation>%1：五子连珠。</translation>
    </message>
    <message>
        <source>Draw: the board is full.</source>
        <translation>和棋：棋盘已满。</translation>
    </message>
    <message>
        <source>%1: %2 discs to %3.</source>
        <translation>%1：%2 子对 %3 子。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Network game</source>
        <translation>网络对战</translation>
    </message>
    <message>
        <source>Port %1 is in use; choose another.</source>
        <translation>端口 %1 已被占用，请换一个。</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>提和</translation>
    </message>
    <message>
        <source>Ask to undo</source>
        <translation>请求悔棋</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Say something and press Enter</source>
        <translation>输入聊天内容后按回车</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>加入码：%1</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as 192.168.1.20:47310.</source>
        <translation>请按 192.168.1.20:47310 的格式输入主机地址。</translation>
    </message>
    <message>
        <source>Reconnected; the game goes on.</source>
        <translation>已重新连接，对局继续。</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 已加入。</translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation>被拒绝（%1）：%2</translation>
    </message>
    <message>
        <source>Your offer was accepted.</source>
        <translation>对方接受了你的请求。</translation>
    </message>
    <message>
        <source>Your offer was declined.</source>
        <translation>对方拒绝了你的请求。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>这步棋不合规则。</translation>
    </message>
    <message>
        <source>It is not your move now.</source>
        <translation>现在还没轮到你走。</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>Opponent: %1</source>
        <translation>对手：%1</translation>
    </message>
    <message>
        <source>Waiting for a player. Join code: %1</source>
        <translation>正在等待对手加入。加入码：%1</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 提和。</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move.</source>
        <translation>%1 请求悔回上一步棋。</translation>
    </message>
    <message>
        <source>%1 asks to take back their move and your reply.</source>
        <translation>%1 请求悔回他的上一步和你的应着。</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>This game cannot be taken up: %1.</source>
        <translation>无法继续这盘对局：%1。</translation>
    </message>
    <message>
        <source>Taking up the interrupted game against %1…</source>
        <translation>正在继续与 %1 中断的对局…</translation>
    </message>
    <message numerus="yes">
        <source>The network game against %1 was interrupted after %n move(s). Take it up again?</source>
        <translation>
            <numerusform>与 %1 的网络对局在第 %n 步后中断。要继续吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the network game?</source>
        <translation>继续网络对局？</translation>
    </message>
    <message>
        <source>No game is waiting at %1 yet. Ask the host to press Host, then press Join again.</source>
        <translation>%1 上还没有等待中的对局。请主机一方先点“创建”，然后再点“加入”。</translation>
    </message>
    <message>
        <source>Could not reach %1 (%2). Check the address, then press Join again.</source>
        <translation>无法连接到 %1（%2）。请检查地址，然后再点“加入”。</translation>
    </message>
    <message>
        <source>The join code is not this game&apos;s. Check it with the host, then press Join again.</source>
        <translation>加入码与这盘对局不符。请向主机一方核对后再点“加入”。</translation>
    </message>
    <message>
        <source>That game already has two players.</source>
        <translation>这盘对局已经有两位棋手了。</translation>
    </message>
    <message>
        <source>The host&apos;s program plays another game or speaks another version.</source>
        <translation>主机的程序下的是别的棋，或使用了不同版本的协议。</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>主机拒绝了：%1</translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation>正在重新连接 %1…</translation>
    </message>
    <message>
        <source>Connection lost: the game is paused until %1 reconnects (%2 left).</source>
        <translation>连接中断：对局暂停，等待 %1 重新连接（还剩 %2）。</translation>
    </message>
    <message>
        <source>Connection lost: trying again in %1 s (%2 left).</source>
        <translation>连接中断：%1 秒后重试（还剩 %2）。</translation>
    </message>
    <message>
        <source>%1 did not come back. Nothing is lost: take the game up again later from Game ▸ Network…; its moves are saved in %2.</source>
        <translation>%1 没有回来。对局没有丢失：以后可在“对局 ▸ 网络对战…”中继续；着法已保存在 %2。</translation>
    </message>
    <message>
        <source>You joined %1&apos;s game.</source>
        <translation>你已加入 %1 的对局。</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>确定认输吗？</translation>
    </message>
    <message>
        <source>Network game: %1</source>
        <translation>网络对战：%1</translation>
    </message>
    <message>
        <source>Save Record…</source>
        <translation>保存棋谱…</translation>
    </message>
    <message numerus="yes">
        <source>%1 against %2, you play %3; %n move(s) played.</source>
        <translation>
            <numerusform>%1，对手 %2，你执%3；已走 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>The host plays %1. Choose %1 as the game, then press Join again.</source>
        <translation>主机下的是%1。请把棋类选为%1，然后再点“加入”。</translation>
    </message>
    <message>
        <source>%1 has no move and passes.</source>
        <translation>%1 无棋可走，虚手一次。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>虚手</translation>
    </message>
    <message>
        <source>You have no move and pass.</source>
        <translation>你无棋可走，虚手一次。</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <source>%1 record (*.%2)</source>
        <translation>%1棋谱 (*.%2)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>聊天(&amp;C)</translation>
    </message>
</context>
<context>
    <name>NetworkSetup</name>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>创建对局</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入对局</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>中断的对局</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Give up taking this game up again (its PGN stays saved)</source>
        <translation>不再继续这盘对局（PGN 棋谱仍保留）</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> 秒/步</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>你执：</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>用时：</translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation>每步加秒：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>address:port, e.g. 192.168.1.20:47310</source>
        <translation>地址:端口，例如 192.168.1.20:47310</translation>
    </message>
    <message>
        <source>the code the host shows</source>
        <translation>主机显示的加入码</translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation>本网络中的对局：</translation>
    </message>
    <message>
        <source>Or address:</source>
        <translation>或输入地址：</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>加入码：</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 分钟 + 每步 %2 秒</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>棋类：</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>%1 at %2 — %3, you play %4, %5</source>
        <translation>%1（%2）— %3，你执%4，%5</translation>
    </message>
    <message>
        <source>%1 (moves first)</source>
        <translation>%1（先走）</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>&amp;Undo Move</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>重走(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>立即走棋(&amp;M)</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>P&amp;layers and Clocks…</source>
        <translation>棋手与棋钟(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>%1&apos;s engine failed: the game is paused</source>
        <translation>%1的引擎出错：对局已暂停</translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation>引擎出错</translation>
    </message>
    <message>
        <source>%1.

The game is kept and paused. Game ▸ Pause (P) starts the engine again and plays on; Game ▸ Players and Clocks chooses another player.</source>
        <translation>%1。

对局已保留并暂停。“对局 ▸ 暂停”（P）会重新启动引擎并继续对局；“对局 ▸ 棋手与棋钟”可以换一位棋手。</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>确定认输吗？</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>The game is paused: P resumes it</source>
        <translation>对局已暂停：按 P 继续</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
    <message>
        <source>It is the computer&apos;s move</source>
        <translation>现在轮到电脑走棋</translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <source>Computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>%1: %2 — %3: %4</source>
        <translation>%1：%2 — %3：%4</translation>
    </message>
    <message>
        <source>?</source>
        <translation>？</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source>1 min + 1 s a move</source>
        <translation>1 分钟 + 每步加 1 秒</translation>
    </message>
    <message>
        <source>3 min + 2 s a move</source>
        <translation>3 分钟 + 每步加 2 秒</translation>
    </message>
    <message>
        <source>5 min + 3 s a move</source>
        <translation>5 分钟 + 每步加 3 秒</translation>
    </message>
    <message>
        <source>10 min + 5 s a move</source>
        <translation>10 分钟 + 每步加 5 秒</translation>
    </message>
    <message>
        <source>15 min + 10 s a move</source>
        <translation>15 分钟 + 每步加 10 秒</translation>
    </message>
    <message>
        <source>30 min for the game</source>
        <translation>每方 30 分钟包干</translation>
    </message>
    <message>
        <source>40 moves in 60 min</source>
        <translation>60 分钟内走 40 步</translation>
    </message>
    <message>
        <source>10 s a move</source>
        <translation>每步 10 秒</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新局</translation>
    </message>
    <message>
        <source>Players and Clocks</source>
        <translation>棋手与棋钟</translation>
    </message>
    <message>
        <source>600+5, 40/3600, st=10</source>
        <translation>600+5、40/3600、st=10</translation>
    </message>
    <message>
        <source>Seconds for the game + seconds added a move; moves/seconds; st=seconds for a fixed time a move</source>
        <translation>全局秒数 + 每步加秒；步数/秒数；st=秒数 表示每步固定用时</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>红方(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黑方(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>棋钟(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>用时规则(&amp;T)：</translation>
    </message>
    <message>
        <source>Human player</source>
        <translation>人类棋手</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>“%1” is no time control. Examples: 600+5 (10 minutes and 5 seconds a move), 40/3600 (40 moves an hour), st=10 (10 seconds a move).</source>
        <translation>“%1”不是有效的用时规则。例如：600+5（10 分钟，每步加 5 秒）、40/3600（一小时 40 步）、st=10（每步 10 秒）。</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <source>Choose a stone in the tray, then click points on the board. Drag stones to move them; right-click them or drag them off the board to take them off.</source>
        <translation>先在棋子盒中选一个棋子，再点击棋盘上的交叉点摆放。拖动棋子可以移动它；右键点击棋子或把它拖出棋盘即可拿掉。</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>对弈方式</translation>
    </message>
    <message>
        <source>Red against the computer</source>
        <translation>执红对电脑</translation>
    </message>
    <message>
        <source>Black against the computer</source>
        <translation>执黑对电脑</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>双人对弈</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>电脑对电脑</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <source>Standard Start</source>
        <translation>标准开局</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>翻转棋盘</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN：</translation>
    </message>
    <message>
        <source>Type or paste a FEN and press Enter to set the board up from it.</source>
        <translation>输入或粘贴 FEN 后按回车，即按它摆好棋盘。</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>载入</translation>
    </message>
    <message>
        <source>Choose a stone in the tray first, or the eraser.</source>
        <translation>请先在棋子盒中选一个棋子或橡皮擦。</translation>
    </message>
    <message>
        <source>This FEN cannot be set up: %1.</source>
        <translation>无法按此 FEN 摆棋：%1。</translation>
    </message>
    <message>
        <source>A general never leaves its palace.</source>
        <translation>将帅不能离开九宫。</translation>
    </message>
    <message>
        <source>An advisor stands only on the five points of its palace&apos;s diagonals.</source>
        <translation>仕（士）只能站在九宫斜线上的五个点。</translation>
    </message>
    <message>
        <source>An elephant never crosses the river: it stands only on the seven elephant points of its own side.</source>
        <translation>相（象）不能过河：只能站在本方的七个象位上。</translation>
    </message>
    <message>
        <source>A soldier never steps back: on its own side of the river it stands only on its five start points and one step ahead of them.</source>
        <translation>兵（卒）不能后退：在本方河界内只能站在五个起始点及其前一步。</translation>
    </message>
    <message>
        <source>generals</source>
        <translation>将帅</translation>
    </message>
    <message>
        <source>advisors</source>
        <translation>仕士</translation>
    </message>
    <message>
        <source>elephants</source>
        <translation>相象</translation>
    </message>
    <message>
        <source>horses</source>
        <translation>马</translation>
    </message>
    <message>
        <source>chariots</source>
        <translation>车</translation>
    </message>
    <message>
        <source>cannons</source>
        <translation>炮</translation>
    </message>
    <message>
        <source>soldiers</source>
        <translation>兵卒</translation>
    </message>
    <message>
        <source>%1 already has its general on the board.</source>
        <translation>%1的将帅已经在棋盘上了。</translation>
    </message>
    <message>
        <source>%1 already has all %2 of its %3 on the board.</source>
        <translation>%1的 %2 个%3已经全部在棋盘上了。</translation>
    </message>
    <message>
        <source>The %1 on %2 stands where it never could. %3</source>
        <translation>%2 上的%1站在它不可能到达的位置。%3</translation>
    </message>
    <message>
        <source>%1 has no general.</source>
        <translation>%1没有将帅。</translation>
    </message>
    <message>
        <source>The generals face each other with nothing between them: %1, to move, would take the other general.</source>
        <translation>将帅照面，中间没有棋子：轮到走棋的%1会吃掉对方的将帅。</translation>
    </message>
    <message>
        <source>%1 is in check while it is %2&apos;s move: %2 would take the general.</source>
        <translation>%1正被将军，却轮到%2走棋：%2会吃掉将帅。</translation>
    </message>
    <message>
        <source>%1 has no legal move: the game would already be over.</source>
        <translation>%1无子可走：这局棋已经结束了。</translation>
    </message>
</context>
<context>
    <name>PuzzleMode</name>
    <message>
        <source>&amp;Puzzles</source>
        <translation>习题(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation>打开题集(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show &amp;Move</source>
        <translation>演示一步(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Restart Puzzle</source>
        <translation>重做本题(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Previous Puzzle</source>
        <translation>上一题(&amp;P)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>下一题(&amp;X)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
    <message>
        <source>Xiangqi mates</source>
        <translation>象棋杀局</translation>
    </message>
    <message>
        <source>Xiangqi tactics</source>
        <translation>象棋战术</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Puzzle collections (*.%1)</source>
        <translation>习题集 (*.%1)</translation>
    </message>
    <message>
        <source>Open Collection</source>
        <translation>打开题集</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no puzzle of a game this program plays</source>
        <translation>其中没有本程序所下棋类的习题</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>任意目标</translation>
    </message>
    <message>
        <source>Any theme</source>
        <translation>任意主题</translation>
    </message>
    <message>
        <source>No puzzle of this length and theme.</source>
        <translation>没有这个目标和主题的习题。</translation>
    </message>
    <message>
        <source>Every puzzle shown here is solved.</source>
        <translation>这里列出的习题都已解出。</translation>
    </message>
    <message>
        <source>%1 is not the solution. Try again.</source>
        <translation>%1 不是正解，请再试。</translation>
    </message>
    <message>
        <source>%1: solved at the first try!</source>
        <translation>%1：一次解出！</translation>
    </message>
    <message>
        <source>%1: solved.</source>
        <translation>%1：解出。</translation>
    </message>
    <message>
        <source>%1: the goal is reached with the solution shown; the puzzle counts as failed. Restart to solve it yourself.</source>
        <translation>%1：按演示的正解达到了目标，本题记为失败。重做本题可以自己再解。</translation>
    </message>
    <message>
        <source>%1: right.</source>
        <translation>%1：正确。</translation>
    </message>
    <message>
        <source>%1 answers %2. Your move.</source>
        <translation>%1应%2。轮到你走。</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>已解</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>第 %1 题，共 %2 题</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Difficulty %1</source>
        <translation>难度 %1</translation>
    </message>
    <message>
        <source>Solved %1 of %2, failed %3, skipped %4.
Streak %5, best %6.</source>
        <translation>已解 %1/%2，失败 %3，跳过 %4。
连胜 %5，最佳 %6。</translation>
    </message>
    <message>
        <source>%1: solved</source>
        <translation>%1：已解</translation>
    </message>
    <message>
        <source>%1: solution shown</source>
        <translation>%1：已演示正解</translation>
    </message>
    <message>
        <source>Gomoku VCF/VCT</source>
        <translation>五子棋 VCF 与 VCT</translation>
    </message>
    <message>
        <source>Reversi endgames</source>
        <translation>黑白棋残局</translation>
    </message>
    <message>
        <source>Import Records</source>
        <translation>导入棋谱</translation>
    </message>
    <message>
        <source>&amp;Import Records as Puzzles…</source>
        <translation>把棋谱导入为习题(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a &amp;Folder of Records…</source>
        <translation>导入棋谱文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Import a Folder of Records</source>
        <translation>导入棋谱文件夹</translation>
    </message>
    <message>
        <source>Import Records as Puzzles</source>
        <translation>把棋谱导入为习题</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading %1 as puzzles…</source>
        <translation>正在把 %1 读为习题…</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) became no puzzle; the first: %1</source>
        <translation>
            <numerusform>%n 份棋谱未成习题；第一份：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Xiangqi endgames</source>
        <translation>象棋实用残局</translation>
    </message>
    <message>
        <source>%1 would end the game short of the goal. Try another move.</source>
        <translation>%1 会使对局在未达目标时结束。请换一着。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 %2 The goal is missed: restart to try again.</source>
        <translation>%1。%2未达目标：请重新开始再试。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzles&lt;/b&gt; (习题): Xiangqi mates, tactics and practical endgames, Gomoku wins by fours and by threes, and Reversi endgames, each proven by its game&apos;s engine.</source>
        <translation>&lt;b&gt;习题&lt;/b&gt;：象棋杀局、战术与实用残局，五子棋冲四胜与活三胜，以及黑白棋残局，每题都由该棋的引擎验证。</translation>
    </message>
    <message>
        <source>%1: thinking…</source>
        <translation>%1：电脑思考中…</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives discs away: perfect play would no longer win by %n disc(s). Try another move.</source>
        <translation>
            <numerusform>%1 会少赢子：双方完美应对下已赢不到 %n 子。请换一着。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h2&gt;Puzzles (习题)&lt;/h2&gt;&lt;p&gt;Each puzzle is a position and a goal for the side to move, shown beside the board. You play that side; the computer answers with the best defence.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Xiangqi mates&lt;/b&gt; (杀局): mate in the number of moves given, whatever the defence does. Any move that still mates as fast is taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Xiangqi tactics&lt;/b&gt;: win material by playing the line the engine proved the only good one.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Xiangqi endgames&lt;/b&gt; (实用残局): win, or hold the draw, against the engine to the end of the game, by the rules of Xiangqi (mate, repetition, 60 moves each without a capture, no material left to mate with).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Gomoku&lt;/b&gt; (五子棋): make five by continuous fours (VCF), or by threes and fours (VCT), in the number of moves given. The computer blocks a four at its five point and answers a three where it resists longest (an end or a gap of the three&apos;s line, or a four of its own); any three or four that still wins in the moves left is taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reversi&lt;/b&gt; (黑白棋): play the endgame to its last disc and win by the number of discs given, the most perfect play can keep: any move keeping that score is taken, one giving discs away is told at once.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Playing here&lt;/h3&gt;&lt;p&gt;A move that lets the goal go is told at once and may be tried again. &lt;b&gt;Hint&lt;/b&gt; (H) tells where to look (the piece to move; in Gomoku the column, in Reversi the row), a second hint shows the move; &lt;b&gt;Show Move&lt;/b&gt; plays it for you (the puzzle then counts as failed). Restart (Ctrl+R) sets the puzzle up again; Page Up and Page Down go to the previous and next puzzle; New Game (Ctrl+N) goes to the next one not solved yet. The lists beside the board choose the collection, the length and the theme.&lt;/p&gt;&lt;p&gt;Puzzles solved, failed and skipped are remembered, with your streak of puzzles solved at the first try without help. Puzzles ▸ Open Collection opens a puzzle file, and Import Records as Puzzles makes puzzles of the set-up positions of a record file.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;习题&lt;/h2&gt;&lt;p&gt;每道习题是一个局面和走子一方的目标，写在棋盘旁边。您执走子一方，电脑以最顽强的防守应对。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;象棋杀局&lt;/b&gt;：在给定的步数内将死对方，无论对方如何防守。同样快地将死的其他着法也算对。&lt;/li&gt;&lt;li&gt;&lt;b&gt;象棋战术&lt;/b&gt;：按引擎证明唯一正确的着法得子。&lt;/li&gt;&lt;li&gt;&lt;b&gt;象棋实用残局&lt;/b&gt;：与引擎一直下到终局，取胜或守和，按象棋规则判定（将死、重复局面、双方各六十回合无吃子、无子可胜）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;五子棋&lt;/b&gt;：在给定的手数内以连续冲四（VCF）或活三与冲四（VCT）连成五子。电脑在成五点上挡住冲四，对活三则在最顽强的防点应对（三的两端或中间空点，或自己冲四）；在剩余手数内仍能取胜的活三或冲四都算对。&lt;/li&gt;&lt;li&gt;&lt;b&gt;黑白棋&lt;/b&gt;：把残局一直下到最后一子，赢出给定的子数，即双方完美应对下所能保住的最多子数：保住这个比分的着法都算对，少赢子的着法会立即指出。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;在这里练习&lt;/h3&gt;&lt;p&gt;放走目标的着法会立即指出，可以重走。&lt;b&gt;提示&lt;/b&gt;（H）指出从哪里着手（象棋圈出要走的棋子，五子棋说出列，黑白棋说出行），再次提示显示整步着法；&lt;b&gt;演示一步&lt;/b&gt;替您走出这一步（该题随后记为失败）。重做本题（Ctrl+R）重新摆出本题；Page Up 和 Page Down 转到上一题和下一题；新局（Ctrl+N）转到下一道尚未解出的题。棋盘旁边的列表选择题集、目标和主题。&lt;/p&gt;&lt;p&gt;已解、失败和跳过的习题都会记住，还有首次不借助帮助连续解出的题数。习题 ▸ 打开题集 打开习题文件，“把棋谱导入为习题”把棋谱文件中的排局局面做成习题。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Puzzles 习题</source>
        <translation>习题</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show Move</source>
        <translation>演示一步</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一题</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一题 ▶</translation>
    </message>
    <message>
        <source>Ring the piece to move; ask again for the whole move</source>
        <translation>圈出要走的棋子；再按一次显示整步</translation>
    </message>
    <message>
        <source>Play the solution&apos;s next move</source>
        <translation>走出正解的下一步</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>题集</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>最近的文件(&amp;C)</translation>
    </message>
</context>
<context>
    <name>RecordClipboard</name>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文字。</translation>
    </message>
    <message>
        <source>The clipboard holds no game record: %1</source>
        <translation>剪贴板中没有棋谱：%1</translation>
    </message>
</context>
<context>
    <name>RecordController</name>
    <message>
        <source>Position copied as FEN</source>
        <translation>局面已复制为 FEN</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>无法打开棋谱</translation>
    </message>
    <message>
        <source>Open a Game of %1</source>
        <translation>打开 %1 中的一局</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>无法粘贴</translation>
    </message>
    <message>
        <source>Paste a Game</source>
        <translation>粘贴一局</translation>
    </message>
    <message>
        <source>Discard the changes to this record that are not saved?</source>
        <translation>放弃这份棋谱未保存的改动？</translation>
    </message>
    <message>
        <source>%1 holds the collection this game was taken from; saving the game there would lose the other games. Choose another file.</source>
        <translation>%1 是这局棋所在的棋谱集；保存到那里会丢失其他对局。请另选文件。</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>无法保存棋谱</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Saved the position shown to %1. A FEN file keeps no moves: the game itself is not saved.</source>
        <translation>已将当前局面保存到 %1。FEN 文件不记录着法：对局本身并未保存。</translation>
    </message>
    <message>
        <source>Record copied as %1</source>
        <translation>棋谱已复制为 %1</translation>
    </message>
    <message>
        <source>Save Record</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <source>Record pasted: two players look through it</source>
        <translation>棋谱已粘贴：双人模式查看</translation>
    </message>
    <message>
        <source>This record is a diagram no game can reach; it opens in the position editor.</source>
        <translation>这是实战中不会出现的局面图，已在摆棋编辑器中打开。</translation>
    </message>
    <message>
        <source>Read with warnings</source>
        <translation>读取时有警告</translation>
    </message>
    <message>
        <source>The record was read, but not all of it:
%1</source>
        <translation>棋谱已读取，但有部分内容未能读入：
%1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新局</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Game records (%1)</source>
        <translation>棋谱文件 (%1)</translation>
    </message>
    <message>
        <source>PGN, GBK for older programs (*.pgn)</source>
        <translation>PGN，GBK 编码，供旧版软件使用 (*.pgn)</translation>
    </message>
    <message>
        <source>Xiangqi records (%1)</source>
        <translation>象棋棋谱 (%1)</translation>
    </message>
</context>
<context>
    <name>RecordOrigin</name>
    <message>
        <source>%1, game %2 of %3</source>
        <translation>%1，第 %2 局（共 %3 局）</translation>
    </message>
    <message>
        <source>game</source>
        <translation>棋谱</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新局(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
</context>
<context>
    <name>ReversiLevels</name>
    <message>
        <source>takes the most discs, valuing corners and edges</source>
        <translation>吃子最多，看重角和边</translation>
    </message>
    <message>
        <source>takes the most discs</source>
        <translation>吃子最多</translation>
    </message>
    <message>
        <source>depth %1, exact from %2 empty squares</source>
        <translation>深度 %1，剩 %2 个空格起精确计算</translation>
    </message>
</context>
<context>
    <name>ReversiMode</name>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>显示可走位置(&amp;L)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Reversi game: %2</source>
        <translation>%1 不是黑白棋棋谱：%2</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>GGF game (*.ggf)</source>
        <translation>GGF 棋谱 (*.ggf)</translation>
    </message>
    <message>
        <source>Transcript, f5d6c3... (*.%1)</source>
        <translation>着法记录，f5d6c3… (*.%1)</translation>
    </message>
    <message>
        <source>Black has no move and passes.</source>
        <translation>黑方无处可下，虚手一次。</translation>
    </message>
    <message>
        <source>White has no move and passes.</source>
        <translation>白方无处可下，虚手一次。</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>轮到黑方</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>轮到白方</translation>
    </message>
    <message>
        <source>Black: %1
White: %2

%3</source>
        <translation>黑方：%1
白方：%2

%3</translation>
    </message>
    <message>
        <source>&amp;Animate Flips</source>
        <translation>翻转动画(&amp;A)</translation>
    </message>
    <message>
        <source>Black %1 discs, White %2 discs.</source>
        <translation>黑方 %1 子，白方 %2 子。</translation>
    </message>
    <message>
        <source>Black wins %1–%2</source>
        <translation>黑方胜 %1–%2</translation>
    </message>
    <message>
        <source>White wins %1–%2</source>
        <translation>白方胜 %1–%2</translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation>和棋 %1–%2</translation>
    </message>
    <message>
        <source>Reversi 黑白棋</source>
        <translation>黑白棋</translation>
    </message>
    <message>
        <source>&amp;Black (you move first)</source>
        <translation>执黑（先走）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>执白(&amp;W)</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>%1 已有棋子。</translation>
    </message>
    <message>
        <source>A disc on %1 would turn no disc over.</source>
        <translation>下在 %1 翻转不了任何棋子。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>虚手</translation>
    </message>
    <message numerus="yes">
        <source>wins by %n disc(s)</source>
        <translation>
            <numerusform>胜 %n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses by %n disc(s)</source>
        <translation>
            <numerusform>负 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>draws</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>%1 子</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1，深度 %2</translation>
    </message>
    <message>
        <source>%1, from the book</source>
        <translation>%1，开局库</translation>
    </message>
    <message>
        <source>Reversi</source>
        <translation>黑白棋</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reversi&lt;/b&gt; (Othello, 黑白棋) against an AI with a pattern evaluation, an opening book and an exact endgame solver, at seven levels. It also runs on its own as &lt;i&gt;reversi-engine&lt;/i&gt; (NBoard protocol).</source>
        <translation>&lt;b&gt;黑白棋&lt;/b&gt;（奥赛罗）：对手是有棋形评估、开局库和精确残局求解的电脑，分七级。它也可以作为独立程序 &lt;i&gt;reversi-engine&lt;/i&gt;（NBoard 协议）运行。</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Reversi (Othello, 黑白棋)&lt;/h2&gt;&lt;p&gt;Black and White take turns putting a disc of their colour on the 8 x 8 board, Black first, from the four discs in the centre.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A disc must &lt;b&gt;outflank&lt;/b&gt;: between it and another disc of the mover&apos;s, in a straight line across, down or diagonally, stand only the opponent&apos;s discs, at least one, with no empty square. Every line so enclosed is &lt;b&gt;flipped&lt;/b&gt; to the mover&apos;s colour.&lt;/li&gt;&lt;li&gt;A player with no such move &lt;b&gt;passes&lt;/b&gt;; a player who has one must play.&lt;/li&gt;&lt;li&gt;When neither side can move (the board is often full) the game ends: more discs win, equal counts are a draw.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Playing here&lt;/h3&gt;&lt;p&gt;Click a square to put your disc there; the dots show where you may play (View ▸ Show Legal Moves). Undo takes back your move and the computer&apos;s answer; Hint shows a good move.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;黑白棋（奥赛罗）&lt;/h2&gt;&lt;p&gt;黑白双方轮流在 8×8 棋盘上放下自己颜色的棋子，从中央的四枚棋子开始，黑方先行。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;每一子都必须&lt;b&gt;夹住&lt;/b&gt;对方的棋子：新下的棋子与己方另一枚棋子在横、竖或斜的一条直线上，中间只有对方的棋子（至少一枚），没有空格。所有这样被夹住的棋子都&lt;b&gt;翻转&lt;/b&gt;成己方的颜色。&lt;/li&gt;&lt;li&gt;无子可下的一方&lt;b&gt;虚手&lt;/b&gt;（弃权一次）；有子可下时必须下。&lt;/li&gt;&lt;li&gt;双方都无子可下时（通常棋盘已满）对局结束：棋子多的一方获胜，数目相等为和棋。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;在本程序中&lt;/h3&gt;&lt;p&gt;点击一格放下棋子；圆点标出可以下的地方（视图 ▸ 显示可走位置）。悔棋收回你的一步和电脑的应着；提示给出一步好棋。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>every disc counts one, a pass none</comment>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no Reversi game: %1</source>
        <translation>剪贴板中没有黑白棋棋谱：%1</translation>
    </message>
</context>
<context>
    <name>ReversiPuzzleBoard</name>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message numerus="yes">
        <source>Win by %n disc(s)</source>
        <translation>
            <numerusform>胜 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the best move is on row %1.</source>
        <translation>提示：最佳着法在第 %1 行。</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>提示：%1。</translation>
    </message>
    <message>
        <source>No disc would turn there.</source>
        <translation>下在那里翻不了子。</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>和棋。</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by %n disc(s).</source>
        <translation>
            <numerusform>%1胜 %n 子。</numerusform>
        </translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>虚手</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win by %n disc(s)</source>
        <translation>
            <numerusform>%1先走：胜 %n 子</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Two players: the computer does not move in this record.</source>
        <translation>双人模式：电脑不在这份棋谱里走棋。</translation>
    </message>
    <message>
        <source>Play %1 against the computer from here</source>
        <translation>从这里起执%1与电脑对弈</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>%1规则(&amp;R)</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1规则</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <source>Red better</source>
        <translation>红方优</translation>
    </message>
    <message>
        <source>Black better</source>
        <translation>黑方优</translation>
    </message>
</context>
<context>
    <name>SetupPalette</name>
    <message>
        <source>general</source>
        <translation>将帅</translation>
    </message>
    <message>
        <source>advisor</source>
        <translation>仕士</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>相象</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>马</translation>
    </message>
    <message>
        <source>chariot</source>
        <translation>车</translation>
    </message>
    <message>
        <source>cannon</source>
        <translation>炮</translation>
    </message>
    <message>
        <source>soldier</source>
        <translation>兵卒</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1%2（%3）</translation>
    </message>
    <message>
        <source>Eraser: click a stone on the board to take it off</source>
        <translation>橡皮擦：点击棋盘上的棋子即可拿掉</translation>
    </message>
    <message>
        <source>%1: %2 left</source>
        <translation>%1：还剩 %2 个</translation>
    </message>
</context>
<context>
    <name>SingleGame</name>
    <message>
        <source>%1 sent a move the rules do not allow</source>
        <translation>%1 走了规则不允许的着法</translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Red wins</source>
        <translation>红方胜</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑方胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation>对局继续</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>将死</translation>
    </message>
    <message>
        <source>stalemate (no legal move)</source>
        <translation>困毙（无子可走）</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>长将</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>长捉</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>重复局面</translation>
    </message>
    <message>
        <source>the 60-move rule</source>
        <translation>六十回合自然限着</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>双方均无进攻子力</translation>
    </message>
    <message>
        <source>Draw by %1.</source>
        <translation>和棋：%1。</translation>
    </message>
    <message>
        <source>%1 by %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>The game is over: start a new one or take moves back</source>
        <translation>对局已结束：请开始新游戏或悔棋</translation>
    </message>
    <message>
        <source>Check! 将军!</source>
        <translation>将军！</translation>
    </message>
    <message>
        <source>depth 1, wide randomness</source>
        <translation>深度 1，随机性大</translation>
    </message>
    <message>
        <source>depth 2, randomness</source>
        <translation>深度 2，有随机性</translation>
    </message>
    <message>
        <source>depth 3, some randomness</source>
        <translation>深度 3，略有随机</translation>
    </message>
    <message>
        <source>depth 4, a little randomness</source>
        <translation>深度 4，少许随机</translation>
    </message>
    <message>
        <source>depth 5, slight randomness</source>
        <translation>深度 5，轻微随机</translation>
    </message>
    <message>
        <source>depth 7</source>
        <translation>深度 7</translation>
    </message>
    <message>
        <source>full strength, the game&apos;s own time limit</source>
        <translation>全力，按游戏限时</translation>
    </message>
    <message>
        <source>There is no stone there to move</source>
        <translation>那里没有棋子</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn</source>
        <translation>现在轮到%1走棋</translation>
    </message>
    <message>
        <source>You cannot take your own stone</source>
        <translation>不能吃自己的棋子</translation>
    </message>
    <message>
        <source>The two generals would face each other</source>
        <translation>将帅不能照面</translation>
    </message>
    <message>
        <source>That does not answer the check: your general would be taken</source>
        <translation>没有应将：你的将（帅）会被吃掉</translation>
    </message>
    <message>
        <source>Your general would be in check</source>
        <translation>走后己方将（帅）会被将军</translation>
    </message>
    <message>
        <source>The general moves one point straight</source>
        <translation>将（帅）每次直走一格</translation>
    </message>
    <message>
        <source>The general must stay in the palace</source>
        <translation>将（帅）不能走出九宫</translation>
    </message>
    <message>
        <source>The advisor moves one point diagonally</source>
        <translation>士（仕）每次斜走一格</translation>
    </message>
    <message>
        <source>The advisor must stay in the palace</source>
        <translation>士（仕）不能走出九宫</translation>
    </message>
    <message>
        <source>The elephant cannot cross the river</source>
        <translation>象（相）不能过河</translation>
    </message>
    <message>
        <source>The elephant&apos;s eye is blocked</source>
        <translation>塞象眼</translation>
    </message>
    <message>
        <source>The elephant moves two points diagonally</source>
        <translation>象（相）走田字</translation>
    </message>
    <message>
        <source>The horse&apos;s leg is blocked</source>
        <translation>蹩马腿</translation>
    </message>
    <message>
        <source>The horse moves one point straight, then one diagonally</source>
        <translation>马走日字</translation>
    </message>
    <message>
        <source>The chariot moves straight and cannot jump</source>
        <translation>车走直线，不能越子</translation>
    </message>
    <message>
        <source>The cannon captures by jumping exactly one stone</source>
        <translation>炮吃子必须隔一个棋子（炮架）</translation>
    </message>
    <message>
        <source>The cannon moves straight and jumps only to capture</source>
        <translation>炮走直线，只有吃子时才能翻山</translation>
    </message>
    <message>
        <source>The soldier moves sideways only after crossing the river</source>
        <translation>兵（卒）过河后才能横走</translation>
    </message>
    <message>
        <source>The soldier moves one point forward, never back</source>
        <translation>兵（卒）每次前进一格，不能后退</translation>
    </message>
    <message>
        <source>That move is not allowed</source>
        <translation>不能这样走</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>双方议和。</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>超时判负</translation>
    </message>
    <message>
        <source>Draw: a clock ran out, but the other side had nothing left to mate with.</source>
        <translation>和棋：一方超时，但对方已无可以将死的子力。</translation>
    </message>
</context>
<context>
    <name>VariationPanel</name>
    <message>
        <source>Variations</source>
        <translation>变着</translation>
    </message>
    <message>
        <source>The move shown and the moves recorded in its place</source>
        <translation>当前这步棋以及记在它位置上的其他着法</translation>
    </message>
    <message>
        <source>Variations (%1)</source>
        <translation>变着（%1）</translation>
    </message>
</context>
<context>
    <name>XiangqiEvaluation</name>
    <message>
        <source>%1, best line %2</source>
        <translation>%1，最佳变着 %2</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1，深度 %2</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n move(s)</source>
        <translation>
            <numerusform>%n 步杀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is mated in %n move(s)</source>
        <translation>
            <numerusform>%n 步被杀</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 pawns</source>
        <translation>%1 个兵</translation>
    </message>
</context>
<context>
    <name>XiangqiMode</name>
    <message numerus="yes">
        <source>%n move(s) played.</source>
        <translation>
            <numerusform>共走了 %n 回合。</numerusform>
        </translation>
    </message>
    <message>
        <source>Xiangqi 象棋</source>
        <translation>中国象棋</translation>
    </message>
    <message>
        <source>New game: %1 moves first</source>
        <translation>新局：%1先走</translation>
    </message>
    <message>
        <source>%1 to move: the computer&apos;s turn</source>
        <translation>轮到%1：电脑走棋</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>轮到%1</translation>
    </message>
    <message>
        <source>Move %1 of %2 shown</source>
        <translation>正在查看第 %1 步（共 %2 步）</translation>
    </message>
    <message>
        <source>New game from the position set up: %1 moves first</source>
        <translation>从摆好的局面开始新局：%1先走</translation>
    </message>
    <message>
        <source>Delete Move</source>
        <translation>删除着法</translation>
    </message>
    <message>
        <source>Delete %1 and every move after it?</source>
        <translation>删除 %1 及其后的所有着法吗？</translation>
    </message>
    <message>
        <source>You play %1 against the computer from here</source>
        <translation>从这里起你执%1与电脑对弈</translation>
    </message>
    <message>
        <source>%1 to move: paused (P resumes)</source>
        <translation>轮到%1：已暂停（按 P 继续）</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation>中国象棋</translation>
    </message>
    <message>
        <source>&lt;b&gt;Xiangqi&lt;/b&gt; (象棋, Chinese chess) against the built-in engine: a neural evaluation, an opening book, seven levels from Beginner to Master. It also runs on its own as &lt;i&gt;xiangqi-engine&lt;/i&gt; (UCI, UCCI), and any UCI or UCCI engine can play or analyse here.</source>
        <translation>&lt;b&gt;中国象棋&lt;/b&gt;：对手是内置引擎，有神经网络评估、开局库，从入门到大师共七级。它也可以作为独立程序 &lt;i&gt;xiangqi-engine&lt;/i&gt;（UCI、UCCI 协议）运行；任何 UCI 或 UCCI 引擎都可以在这里对弈或分析。</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>a move of each side counts one</comment>
        <translation>
            <numerusform>%n 回合</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>XiangqiPuzzleBoard</name>
    <message numerus="yes">
        <source>%1 to move: mate in %n</source>
        <translation>
            <numerusform>%1先走：%n 步杀</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move: win material</source>
        <translation>%1先走：得子</translation>
    </message>
    <message>
        <source>%1 to move: hold the draw</source>
        <translation>%1先走：守和</translation>
    </message>
    <message>
        <source>%1 to move and win</source>
        <translation>%1先走胜</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>%n 步杀</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: move the ringed piece.</source>
        <translation>提示：走圈出的棋子。</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>提示：%1。</translation>
    </message>
</context>
<context>
    <name>XiangqiRules</name>
    <message>
        <source>&lt;h2&gt;Xiangqi (象棋), Chinese chess&lt;/h2&gt;&lt;p&gt;Red moves first. Stones stand on the points where lines cross. Capture the enemy general — or leave the other side without a legal move — to win.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;General 帅/将&lt;/b&gt;: one point straight, never leaving the palace (the 3 x 3 square with the diagonals). The two generals may never face each other on an open file.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Advisor 仕/士&lt;/b&gt;: one point diagonally, inside the palace.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Elephant 相/象&lt;/b&gt;: exactly two points diagonally, never across the river, and not if the point between (the elephant&apos;s eye) is occupied.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Horse 马&lt;/b&gt;: one point straight then one diagonally outward; blocked if the first point (the horse&apos;s leg) is occupied.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Chariot 车&lt;/b&gt;: any distance straight, like a rook.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cannon 炮&lt;/b&gt;: moves like the chariot, but captures by jumping exactly one stone (the screen).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Soldier 兵/卒&lt;/b&gt;: one point forward; after crossing the river also one point sideways. Never backwards.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;How a game ends&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Checkmate&lt;/b&gt; and &lt;b&gt;stalemate&lt;/b&gt;: the side with no legal move loses.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Perpetual check&lt;/b&gt; or &lt;b&gt;perpetual chase&lt;/b&gt;: the side that keeps checking or chasing loses.&lt;/li&gt;&lt;li&gt;Any other threefold &lt;b&gt;repetition&lt;/b&gt;, and 60 moves each without a capture, are a &lt;b&gt;draw&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Playing here&lt;/h3&gt;&lt;p&gt;Click a stone and then a point, or drag the stone. Green dots show where the selected stone may go. Undo (悔棋) takes back your move and the computer&apos;s answer. Click a move in the list to look at an earlier position.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;中国象棋规则&lt;/h2&gt;&lt;p&gt;红方先走。棋子走在线的交叉点上。吃掉对方的将（帅），或使对方无子可走，即获胜。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;帅/将&lt;/b&gt;：每次直走一格，不能走出九宫。双方的将帅不能在同一直线上直接照面。&lt;/li&gt;&lt;li&gt;&lt;b&gt;仕/士&lt;/b&gt;：在九宫内斜走一格。&lt;/li&gt;&lt;li&gt;&lt;b&gt;相/象&lt;/b&gt;：斜走两格（走田字），不能过河；田字中心有子（塞象眼）时不能走。&lt;/li&gt;&lt;li&gt;&lt;b&gt;马&lt;/b&gt;：先直走一格再斜走一格（走日字）；紧挨着的直走方向有子（蹩马腿）时不能走。&lt;/li&gt;&lt;li&gt;&lt;b&gt;车&lt;/b&gt;：直线行走，距离不限。&lt;/li&gt;&lt;li&gt;&lt;b&gt;炮&lt;/b&gt;：走法同车，但吃子时必须隔一个棋子（炮架）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;兵/卒&lt;/b&gt;：每次前进一格；过河后也可横走一格。永不后退。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;对局如何结束&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;将死&lt;/b&gt;和&lt;b&gt;困毙&lt;/b&gt;：无子可走的一方判负。&lt;/li&gt;&lt;li&gt;&lt;b&gt;长将&lt;/b&gt;或&lt;b&gt;长捉&lt;/b&gt;：一直将军或一直捉子的一方判负。&lt;/li&gt;&lt;li&gt;其他三次&lt;b&gt;重复局面&lt;/b&gt;，以及双方各走六十回合没有吃子，判&lt;b&gt;和棋&lt;/b&gt;。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;本游戏的操作&lt;/h3&gt;&lt;p&gt;先点击棋子再点击目标点，或直接拖动棋子。绿点表示选中的棋子可以走到的位置。悔棋会同时撤回你的一步和电脑的应着。点击着法列表中的某一步可以查看之前的局面。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chinese chess against a real engine</source>
        <translation>与真正的象棋引擎对弈</translation>
    </message>
    <message>
        <source>Fill the whole screen (kiosk use).</source>
        <translation>全屏显示（展台使用）。</translation>
    </message>
    <message>
        <source>Engine memory in MB (remembered).</source>
        <translation>引擎内存（MB，会被记住）。</translation>
    </message>
    <message>
        <source>--hash wants a number of MB, at least %1.</source>
        <translation>--hash 需要一个 MB 数，至少 %1。</translation>
    </message>
    <message>
        <source>A game record to open (PGN, XQF, DhtmlXQ, FEN).</source>
        <translation>要打开的棋谱（PGN、XQF、DhtmlXQ、FEN）。</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation>中国象棋</translation>
    </message>
</context>
</TS>
