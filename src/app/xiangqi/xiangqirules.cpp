#include "app/xiangqi/xiangqirules.h"

#include <QCoreApplication>

QString xiangqiRules()
{
    return QCoreApplication::translate("XiangqiRules",
        "<h2>Xiangqi (象棋), Chinese chess</h2>"
        "<p>Red moves first. Stones stand on the points where lines cross. Capture the enemy "
        "general — or leave the other side without a legal move — to win.</p>"
        "<ul>"
        "<li><b>General 帅/将</b>: one point straight, never leaving the palace (the 3 x 3 "
        "square with the diagonals). The two generals may never face each other on an open "
        "file.</li>"
        "<li><b>Advisor 仕/士</b>: one point diagonally, inside the palace.</li>"
        "<li><b>Elephant 相/象</b>: exactly two points diagonally, never across the river, and "
        "not if the point between (the elephant's eye) is occupied.</li>"
        "<li><b>Horse 马</b>: one point straight then one diagonally outward; blocked if the "
        "first point (the horse's leg) is occupied.</li>"
        "<li><b>Chariot 车</b>: any distance straight, like a rook.</li>"
        "<li><b>Cannon 炮</b>: moves like the chariot, but captures by jumping exactly one stone "
        "(the screen).</li>"
        "<li><b>Soldier 兵/卒</b>: one point forward; after crossing the river also one point "
        "sideways. Never backwards.</li>"
        "</ul>"
        "<h3>How a game ends</h3>"
        "<ul>"
        "<li><b>Checkmate</b> and <b>stalemate</b>: the side with no legal move loses.</li>"
        "<li><b>Perpetual check</b> or <b>perpetual chase</b>: the side that keeps checking or "
        "chasing loses.</li>"
        "<li>Any other threefold <b>repetition</b>, and 60 moves each without a capture, are a "
        "<b>draw</b>.</li>"
        "</ul>"
        "<h3>Playing here</h3>"
        "<p>Click a stone and then a point, or drag the stone. Green dots show where the "
        "selected stone may go. Undo (悔棋) takes back your move and the computer's answer. "
        "Click a move in the list to look at an earlier position.</p>");
}
