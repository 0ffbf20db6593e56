#include "app/reversi/reversiview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace {

const QColor BoardGreen(0x1f, 0x7a, 0x3c);
const QColor FrameColor(0x3b, 0x2a, 0x1a);
const QColor LegalMark(0, 0, 0, 70);
const QColor LastMoveMark(0xd0, 0x30, 0x30);
const QColor HintMark(30, 120, 220); // Gomoku's
const QColor BlackDisc(0x15, 0x15, 0x15);
const QColor WhiteDisc(0xf4, 0xf4, 0xf0);
/// The coordinate margin as a share of the widget's shorter side.
constexpr double MarginShare = 0.06;
constexpr double FrameCornerPx = 4;
constexpr double DiscRadiusShare = 0.42;
/// The new disc is seen alone for a moment before the discs it flips start to turn.
constexpr int PlacementPauseMs = 80;
/// Each ring of squares further from the new disc starts turning this much later.
constexpr int StaggerMs = 45;
/// A disc seen edge-on keeps this share of its width, so it never vanishes.
constexpr double EdgeWidthShare = 0.08;

int distance(int from, int to)
{
    return std::max(std::abs(from % 8 - to % 8), std::abs(from / 8 - to / 8));
}

} // namespace

ReversiView::ReversiView(QWidget *parent)
    : QWidget(parent), m_animation(new QVariantAnimation(this))
{
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    connect(m_animation, &QVariantAnimation::valueChanged, this, &ReversiView::animationStep);
    connect(m_animation, &QVariantAnimation::finished, this, [this] {
        m_turning = 0;
        update();
        emit animationFinished();
    });
}

void ReversiView::setPosition(const reversi::Board &board, reversi::Move lastMove)
{
    using reversi::Color;
    const reversi::Bitboard blackBefore = m_board.discs(Color::Black);
    const reversi::Bitboard whiteBefore = m_board.discs(Color::White);
    const reversi::Bitboard black = board.discs(Color::Black);
    const reversi::Bitboard white = board.discs(Color::White);
    if (lastMove == reversi::PassMove && black == blackBefore && white == whiteBefore) {
        m_hint.reset();
        m_board = board; // only the side to move changed: the disc put last keeps its mark
        update();
        return;
    }
    if (board == m_board && lastMove == m_lastMove) {
        return;
    }
    m_hint.reset(); // it was for the position before
    const reversi::Bitboard before = blackBefore | whiteBefore;
    const reversi::Bitboard placed = (black | white) & ~before;
    const reversi::Bitboard flipped = (blackBefore & white) | (whiteBefore & black);
    const bool oneDiscMore = lastMove >= 0 && lastMove < reversi::SquareCount
        && placed == reversi::squareBit(lastMove) && (before & ~(black | white)) == 0;
    m_animation->stop(); // a turn cut short by another position does not report its end
    m_turning = 0;
    m_board = board;
    m_lastMove = lastMove;
    if (oneDiscMore && flipped != 0) {
        startFlips(flipped, lastMove);
    }
    update();
}

void ReversiView::setFlipMs(int ms)
{
    if (ms <= 0 && isAnimating()) {
        m_animation->setCurrentTime(m_animation->duration()); // finishes it, and says so
    }
    m_flipMs = ms;
}

bool ReversiView::isAnimating() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

void ReversiView::startFlips(reversi::Bitboard flipped, reversi::Move origin)
{
    m_turning = flipped;
    m_turnOrigin = origin;
    m_turningAnnounced = false;
    int lastDelay = 0;
    for (int square = 0; square < reversi::SquareCount; ++square) {
        if (flipped & reversi::squareBit(square)) {
            lastDelay = std::max(lastDelay, turnDelayMs(square));
        }
    }
    if (m_flipMs <= 0 || !isVisible()) {
        m_turning = 0;
        emit discsTurning();
        return;
    }
    m_animation->setDuration(lastDelay + m_flipMs);
    m_animation->start();
}

int ReversiView::turnDelayMs(int square) const
{
    return PlacementPauseMs + (distance(square, m_turnOrigin) - 1) * StaggerMs;
}

double ReversiView::turnedShare(int square) const
{
    if (!(m_turning & reversi::squareBit(square))) {
        return 1.0;
    }
    const int elapsed = m_animation->currentTime() - turnDelayMs(square);
    return std::clamp(static_cast<double>(elapsed) / m_flipMs, 0.0, 1.0);
}

void ReversiView::animationStep()
{
    if (!m_turningAnnounced && m_animation->currentTime() >= PlacementPauseMs) {
        m_turningAnnounced = true;
        emit discsTurning();
    }
    update();
}

void ReversiView::setShowLegalMoves(bool show)
{
    m_showLegalMoves = show;
    update();
}

void ReversiView::setPersonToMove(bool person)
{
    m_personToMove = person;
    update();
}

reversi::Bitboard ReversiView::markedMoves() const
{
    return m_showLegalMoves && m_personToMove ? m_board.legalMoves() : 0;
}

double ReversiView::frameMargin() const
{
    return std::min(width(), height()) * MarginShare;
}

QRectF ReversiView::boardRect() const
{
    const double squares = std::min(width(), height()) - 2 * frameMargin();
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
    // The frame around the squares, on the window's background as the other games' boards stand.
    const double margin = frameMargin();
    painter.setPen(Qt::NoPen);
    painter.setBrush(FrameColor);
    painter.drawRoundedRect(
        board.adjusted(-margin, -margin, margin, margin), FrameCornerPx, FrameCornerPx);
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
    if (m_showCoordinates) {
        paintCoordinates(painter, board);
    }
    paintDiscs(painter);
}

void ReversiView::paintCoordinates(QPainter &painter, const QRectF &board) const
{
    const double size = board.width() / 8;
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(size * 0.28)));
    painter.setFont(font);
    painter.setPen(QColor(0xf0, 0xe6, 0xd0));
    const double margin = frameMargin();
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
    const reversi::Bitboard legal = markedMoves();
    for (int square = 0; square < reversi::SquareCount; ++square) {
        const QRectF cell = squareRect(square);
        const reversi::Bitboard bit = reversi::squareBit(square);
        if ((black | white) & bit) {
            // A turning disc shows its old colour while it shrinks to its edge, then grows back
            // in its new one: its width follows the cosine of half a turn.
            const double share = turnedShare(square);
            const double width = std::abs(std::cos(share * std::numbers::pi));
            const bool isBlack = (black & bit) ? share >= 0.5 : share < 0.5;
            paintDisc(painter, cell, isBlack, std::max(width, EdgeWidthShare));
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
        if (square == m_hint) {
            const double radius = cell.width() * DiscRadiusShare;
            painter.setPen(QPen(HintMark, std::max(2.0, cell.width() * 0.06), Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(cell.center(), radius, radius);
        }
    }
}

void ReversiView::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    update();
}

void ReversiView::setHint(reversi::Move move)
{
    m_hint = move;
    update();
}

void ReversiView::paintDisc(QPainter &painter, const QRectF &cell, bool black, double width) const
{
    const double radius = cell.width() * DiscRadiusShare;
    painter.setPen(QPen(Qt::black, 1));
    painter.setBrush(black ? BlackDisc : WhiteDisc);
    painter.drawEllipse(cell.center(), radius * width, radius);
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
