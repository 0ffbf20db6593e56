#include "app/xiangqi/boardview.h"

#include "app/xiangqi/analysis/arrowpainter.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QVariantAnimation>

#include <cmath>

using namespace xq;

namespace {
constexpr int PreferredCell = 64; // pixels: the board at a comfortable size
}

BoardView::BoardView(QWidget *parent)
    : BoardSurface(PreferredCell, parent), m_animation(new QVariantAnimation(this))
{
    setFocusPolicy(Qt::ClickFocus); // Escape lets go of the selected stone
    setMouseTracking(false);
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(m_animation, &QVariantAnimation::finished, this, [this] {
        m_animatedMove = Move::none();
        update();
    });
}

void BoardView::setBoard(const Board *board)
{
    m_board = board;
    clearSelection();
}

void BoardView::setInteractive(bool interactive)
{
    m_interactive = interactive;
    if (!interactive) {
        clearSelection();
    }
    update();
}

void BoardView::flipChanged()
{
    dropCaches();
}

void BoardView::setShowDestinations(bool show)
{
    m_showDestinations = show;
    update();
}

void BoardView::setCoordinates(BoardPainter::Coordinates coordinates)
{
    m_coordinates = coordinates;
    dropCaches();
    update();
}

void BoardView::setStyle(BoardPainter::Style style)
{
    m_style = style;
    dropCaches();
    update();
}

void BoardView::setHint(Move move)
{
    m_hint = move;
    update();
}

void BoardView::setArrows(const QList<Move> &arrows)
{
    if (arrows != m_arrows) {
        m_arrows = arrows;
        update();
    }
}

void BoardView::animateMove(Move move)
{
    m_animation->stop();
    m_animatedMove = Move::none();
    if (m_animationMs > 0 && !move.isNone() && isVisible()) {
        m_animatedMove = move;
        m_animation->setDuration(m_animationMs);
        m_animation->start();
    }
    update();
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_selected != NoSquare) {
        clearSelection();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardView::clearSelection()
{
    m_selected = NoSquare;
    m_dragging = false;
    update();
}

bool BoardView::isOwnStone(Square square) const
{
    return m_board && square != NoSquare
        && m_board->stoneAt(square).belongsTo(m_board->sideToMove());
}

void BoardView::resizeEvent(QResizeEvent *)
{
    dropCaches();
}

void BoardView::dropCaches()
{
    m_background = QPixmap();
    m_stoneImages.fill(QPixmap());
}

const QPixmap &BoardView::background(const BoardGeometry &geometry)
{
    const qreal ratio = devicePixelRatioF();
    if (m_background.isNull() || m_background.devicePixelRatio() != ratio) {
        // Painted at the screen's pixel ratio, so it stays crisp on HiDPI screens.
        m_background = QPixmap(size() * ratio);
        m_background.setDevicePixelRatio(ratio);
        m_background.fill(Qt::transparent);
        QPainter p(&m_background);
        BoardPainter(p, geometry, m_style).drawBoard(m_coordinates);
    }
    return m_background;
}

const QPixmap &BoardView::stoneImage(Stone stone, const BoardGeometry &geometry)
{
    QPixmap &image = m_stoneImages[static_cast<std::size_t>(stone.tableIndex())];
    const qreal ratio = devicePixelRatioF();
    if (image.isNull() || image.devicePixelRatio() != ratio) {
        image = BoardPainter::stoneImage(
            stone, static_cast<int>(std::ceil(geometry.cell())), ratio, m_style);
    }
    return image;
}

void BoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const BoardGeometry geometry = geometryForSize();
    p.drawPixmap(0, 0, background(geometry));
    if (!m_board) {
        return;
    }
    BoardPainter painter(p, geometry, m_style);
    paintMarkers(painter, geometry);
    paintStones(p, painter, geometry);
    ArrowPainter::paint(p, geometry, m_arrows);
}

void BoardView::paintMarkers(BoardPainter &painter, const BoardGeometry &)
{
    if (!m_board->lastMove().isNone() && !m_board->lastMove().isNull()) {
        painter.drawLastMove(m_board->lastMove());
    }
    if (m_board->inCheck()) {
        painter.drawCheck(m_board->generalSquare(m_board->sideToMove()));
    }
    if (!m_hint.isNone()) {
        painter.drawHint(m_hint);
    }
}

void BoardView::paintStones(QPainter &p, BoardPainter &painter, const BoardGeometry &geometry)
{
    const bool animating = !m_animatedMove.isNone();
    for (Square s = 0; s < SquareCount; ++s) {
        const Stone stone = m_board->stoneAt(s);
        const bool moving
            = (animating && s == m_animatedMove.to()) || (m_dragging && s == m_selected);
        if (stone && !moving) {
            const QPixmap &image = stoneImage(stone, geometry);
            const QPointF half(image.width() / 2.0 / image.devicePixelRatio(),
                image.height() / 2.0 / image.devicePixelRatio());
            p.drawPixmap(geometry.center(s) - half, image);
        }
    }
    if (m_selected != NoSquare) {
        painter.drawSelection(m_selected);
        if (m_showDestinations) {
            MoveList moves;
            m_board->generateLegal(moves);
            std::vector<Square> targets;
            std::vector<bool> captures;
            for (Move m : moves) {
                if (m.from() == m_selected) {
                    targets.push_back(m.to());
                    captures.push_back(!m_board->stoneAt(m.to()).isEmpty());
                }
            }
            painter.drawDestinations(targets, captures);
        }
    }
    if (animating && m_board->stoneAt(m_animatedMove.to())) {
        const double t = m_animation->currentValue().toDouble();
        const QPointF from = geometry.center(m_animatedMove.from());
        const QPointF to = geometry.center(m_animatedMove.to());
        painter.drawStone(m_board->stoneAt(m_animatedMove.to()), from + (to - from) * t, t < 1.0);
    }
    if (m_dragging && m_board->stoneAt(m_selected)) {
        painter.drawStone(m_board->stoneAt(m_selected), m_dragPosition, true);
    }
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_board) {
        return;
    }
    const Square square = squareAt(event->position());
    if (square == NoSquare) {
        clearSelection();
        return;
    }
    if (!m_interactive) {
        if (!m_board->stoneAt(square).isEmpty()) {
            emit stoneRefused(square);
        }
        return;
    }
    if (isOwnStone(square)) {
        m_wasSelected = square == m_selected;
        m_selected = square;
        m_pressPosition = event->position();
        m_dragPosition = event->position();
        update();
    } else if (m_selected != NoSquare) {
        requestMove(square);
    } else if (!m_board->stoneAt(square).isEmpty()) {
        emit stoneRefused(square);
    }
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || m_selected == NoSquare) {
        return;
    }
    m_dragPosition = event->position();
    if (!m_dragging
        && (m_dragPosition - m_pressPosition).manhattanLength()
            >= QApplication::startDragDistance()) {
        m_dragging = true;
    }
    update();
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_selected == NoSquare) {
        return;
    }
    if (m_dragging) {
        m_dragging = false;
        const Square target = squareAt(event->position());
        if (target != NoSquare && target != m_selected) {
            requestMove(target);
        }
    } else if (m_wasSelected && squareAt(event->position()) == m_selected) {
        m_selected = NoSquare; // a second click on the selected stone lets go of it
    }
    m_wasSelected = false;
    update();
}

void BoardView::requestMove(Square to)
{
    const Move move(m_selected, to);
    clearSelection();
    emit moveRequested(move);
}
