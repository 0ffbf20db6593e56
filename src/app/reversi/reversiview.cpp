#include "app/reversi/reversiview.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace {

const QColor BoardGreen(0x1f, 0x7a, 0x3c);
const QColor FrameColor(0x3b, 0x2a, 0x1a);
const QColor LegalMark(0, 0, 0, 70);
const QColor LastMoveMark(0xd0, 0x30, 0x30);
/// The coordinate margin as a share of the widget's shorter side.
constexpr double MarginShare = 0.06;

} // namespace

ReversiView::ReversiView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ReversiView::setPosition(const reversi::Board &board, reversi::Move lastMove)
{
    m_board = board;
    m_lastMove = lastMove;
    update();
}

void ReversiView::setShowLegalMoves(bool show)
{
    m_showLegalMoves = show;
    update();
}

QRectF ReversiView::boardRect() const
{
    const double side = std::min(width(), height());
    const double margin = side * MarginShare;
    const double squares = side - 2 * margin;
    return { (width() - squares) / 2, (height() - squares) / 2, squares, squares };
}

QRectF ReversiView::squareRect(int square) const
{
    const QRectF board = boardRect();
    const double size = board.width() / 8;
    return { board.left() + (square % 8) * size, board.top() + (square / 8) * size, size, size };
}

int ReversiView::squareAt(QPointF point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point)) {
        return reversi::NoMove;
    }
    const double size = board.width() / 8;
    const int file = std::clamp(static_cast<int>((point.x() - board.left()) / size), 0, 7);
    const int rank = std::clamp(static_cast<int>((point.y() - board.top()) / size), 0, 7);
    return rank * 8 + file;
}

void ReversiView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    painter.fillRect(rect(), FrameColor);
    painter.fillRect(board, BoardGreen);
    painter.setPen(QPen(Qt::black, 1.2));
    const double size = board.width() / 8;
    for (int line = 0; line <= 8; ++line) {
        painter.drawLine(QPointF(board.left() + line * size, board.top()),
            QPointF(board.left() + line * size, board.bottom()));
        painter.drawLine(QPointF(board.left(), board.top() + line * size),
            QPointF(board.right(), board.top() + line * size));
    }
    // The four small dots of the Othello board.
    painter.setBrush(Qt::black);
    for (const QPointF corner : { QPointF(2, 2), QPointF(6, 2), QPointF(2, 6), QPointF(6, 6) }) {
        painter.drawEllipse(board.topLeft() + corner * size, size * 0.06, size * 0.06);
    }
    paintCoordinates(painter, board);
    paintDiscs(painter);
}

void ReversiView::paintCoordinates(QPainter &painter, const QRectF &board) const
{
    const double size = board.width() / 8;
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(size * 0.28)));
    painter.setFont(font);
    painter.setPen(QColor(0xf0, 0xe6, 0xd0));
    const double margin = board.left() - rect().left();
    for (int i = 0; i < 8; ++i) {
        const QString file(QChar(u'a' + i));
        const QString rank = QString::number(i + 1);
        painter.drawText(QRectF(board.left() + i * size, board.top() - margin, size, margin),
            Qt::AlignCenter, file);
        painter.drawText(
            QRectF(board.left() + i * size, board.bottom(), size, margin), Qt::AlignCenter, file);
        painter.drawText(QRectF(board.left() - margin, board.top() + i * size, margin, size),
            Qt::AlignCenter, rank);
        painter.drawText(
            QRectF(board.right(), board.top() + i * size, margin, size), Qt::AlignCenter, rank);
    }
}

void ReversiView::paintDiscs(QPainter &painter) const
{
    const reversi::Bitboard black = m_board.discs(reversi::Color::Black);
    const reversi::Bitboard white = m_board.discs(reversi::Color::White);
    const reversi::Bitboard legal = m_showLegalMoves ? m_board.legalMoves() : 0;
    for (int square = 0; square < reversi::SquareCount; ++square) {
        const QRectF cell = squareRect(square);
        const reversi::Bitboard bit = reversi::squareBit(square);
        if ((black | white) & bit) {
            const bool isBlack = black & bit;
            painter.setPen(QPen(Qt::black, 1));
            painter.setBrush(isBlack ? QColor(0x15, 0x15, 0x15) : QColor(0xf4, 0xf4, 0xf0));
            painter.drawEllipse(cell.center(), cell.width() * 0.42, cell.width() * 0.42);
        } else if (legal & bit) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(LegalMark);
            painter.drawEllipse(cell.center(), cell.width() * 0.12, cell.width() * 0.12);
        }
        if (square == m_lastMove) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(LastMoveMark);
            painter.drawEllipse(cell.center(), cell.width() * 0.08, cell.width() * 0.08);
        }
    }
}

void ReversiView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        return;
    }
    const int square = squareAt(event->position());
    if (square != reversi::NoMove) {
        emit squareClicked(square);
    }
}
