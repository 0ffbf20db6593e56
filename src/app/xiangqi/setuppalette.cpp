#include "app/xiangqi/setuppalette.h"

#include "app/xiangqi/boardgeometry.h"
#include "app/xiangqi/boardpainter.h"
#include "app/xiangqi/uitext.h"

#include "core/positioncheck.h"

#include <QApplication>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace xq;

namespace {
constexpr int PreferredCell = 50; // pixels per slot
constexpr int MinimumCell = 30;
constexpr int Columns = 2; // Red, Black
constexpr int Rows = KindCount + 1; // a row per kind, then the eraser
constexpr double Padding = 0.15; // around the slots, in cells
constexpr double FadedOpacity = 0.28; // a stone with none left
const QColor BadgeColour(0x4a, 0x2c, 0x12);
const QColor EraserInk(0x6b, 0x5a, 0x48);
} // namespace

SetupPalette::SetupPalette(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

const std::array<Stone, 2 * KindCount + 1> &SetupPalette::trayStones()
{
    static const std::array<Stone, 2 *KindCount + 1> all = [] {
        std::array<Stone, 2 * KindCount + 1> stones {};
        for (Side side : { Side::Red, Side::Black }) {
            for (int k = 0; k < KindCount; ++k) {
                const Stone stone(side, static_cast<Kind>(k));
                stones[static_cast<std::size_t>(stone.tableIndex())] = stone;
            }
        }
        return stones; // the last slot stays empty: the eraser
    }();
    return all;
}

QString SetupPalette::stoneName(Stone stone)
{
    static const std::array<const char *, KindCount> kinds = { QT_TR_NOOP("general"),
        QT_TR_NOOP("advisor"), QT_TR_NOOP("elephant"), QT_TR_NOOP("horse"), QT_TR_NOOP("chariot"),
        QT_TR_NOOP("cannon"), QT_TR_NOOP("soldier") };
    return tr("%1 %2 (%3)")
        .arg(UiText::side(stone.side()), tr(kinds[index(stone.kind())]),
            UiText::stoneCharacter(stone));
}

void SetupPalette::setStones(const std::array<Stone, SquareCount> &stones)
{
    m_onBoard.fill(0);
    for (Stone stone : stones) {
        if (stone) {
            ++m_onBoard[static_cast<std::size_t>(stone.tableIndex())];
        }
    }
    update();
}

int SetupPalette::remaining(Stone stone) const
{
    return maxStones(stone.kind()) - m_onBoard[static_cast<std::size_t>(stone.tableIndex())];
}

void SetupPalette::setTool(std::optional<Stone> tool)
{
    if (tool == m_tool) {
        return;
    }
    m_tool = tool;
    update();
    emit toolChanged();
}

QSize SetupPalette::sizeHint() const
{
    return QSize(static_cast<int>((Columns + 2 * Padding) * PreferredCell),
        static_cast<int>((Rows + 2 * Padding) * PreferredCell));
}

QSize SetupPalette::minimumSizeHint() const
{
    return QSize(static_cast<int>((Columns + 2 * Padding) * MinimumCell),
        static_cast<int>((Rows + 2 * Padding) * MinimumCell));
}

double SetupPalette::cell() const
{
    return std::min(width() / (Columns + 2 * Padding), height() / (Rows + 2 * Padding));
}

QRect SetupPalette::slotRect(Stone stone) const
{
    const double c = cell();
    const QPointF origin((width() - Columns * c) / 2, (height() - Rows * c) / 2);
    const double column = stone ? index(stone.side()) : (Columns - 1) / 2.0;
    const double row = stone ? index(stone.kind()) : KindCount;
    return QRectF(origin + QPointF(column * c, row * c), QSizeF(c, c)).toRect();
}

std::optional<Stone> SetupPalette::slotAt(QPoint position) const
{
    for (Stone stone : trayStones()) {
        if (slotRect(stone).contains(position)) {
            return stone;
        }
    }
    return std::nullopt;
}

bool SetupPalette::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip) {
        return QWidget::event(event);
    }
    const auto *help = static_cast<QHelpEvent *>(event);
    const std::optional<Stone> stone = slotAt(help->pos());
    if (!stone) {
        QToolTip::hideText();
        event->ignore();
    } else if (!*stone) {
        QToolTip::showText(
            help->globalPos(), tr("Eraser: click a stone on the board to take it off"), this);
    } else {
        QToolTip::showText(help->globalPos(),
            tr("%1: %2 left").arg(stoneName(*stone)).arg(remaining(*stone)), this);
    }
    return true;
}

void SetupPalette::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const double c = cell();
    const QRectF tray = QRectF(slotRect(Stone(Side::Red, Kind::General)))
                            .united(slotRect(Stone()))
                            .united(slotRect(Stone(Side::Black, Kind::Soldier)))
                            .adjusted(-Padding * c, -Padding * c, Padding * c, Padding * c);
    p.setPen(QPen(palette().mid().color(), 1));
    p.setBrush(palette().alternateBase());
    p.drawRoundedRect(tray, 0.12 * c, 0.12 * c);
    for (Stone stone : trayStones()) {
        paintSlot(p, stone);
    }
}

void SetupPalette::paintSlot(QPainter &p, Stone stone)
{
    const QRectF slot = slotRect(stone);
    const double c = slot.width();
    if (m_tool == stone) {
        QColor chosen = palette().highlight().color();
        p.setPen(QPen(chosen, 0.06 * c));
        chosen.setAlpha(60);
        p.setBrush(chosen);
        p.drawRoundedRect(slot.adjusted(2, 2, -2, -2), 0.15 * c, 0.15 * c);
    }
    if (!stone) {
        paintEraser(p, slot.center(), BoardGeometry::StoneRadius * c);
        return;
    }
    const int left = remaining(stone);
    p.save();
    p.setOpacity(left > 0 ? 1.0 : FadedOpacity);
    BoardPainter(p, BoardGeometry::withCell(c)).drawStone(stone, slot.center());
    p.restore();
    if (left > 0) {
        paintCount(p, slot, left);
    }
}

void SetupPalette::paintEraser(QPainter &p, QPointF center, double radius) const
{
    // An empty point: a dashed ring with a cross, what the eraser leaves behind.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(EraserInk, radius * 0.08, Qt::DashLine));
    p.drawEllipse(center, radius, radius);
    const double arm = radius * 0.45;
    p.setPen(QPen(EraserInk, radius * 0.14, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(center + QPointF(-arm, -arm), center + QPointF(arm, arm));
    p.drawLine(center + QPointF(-arm, arm), center + QPointF(arm, -arm));
}

void SetupPalette::paintCount(QPainter &p, QRectF slot, int count) const
{
    const double r = 0.15 * slot.width();
    const QPointF center = slot.topRight() + QPointF(-r, r);
    p.setPen(Qt::NoPen);
    p.setBrush(BadgeColour);
    p.drawEllipse(center, r, r);
    QFont font = p.font();
    font.setPixelSize(std::max(1, static_cast<int>(r * 1.4)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(QRectF(center - QPointF(r, r), QSizeF(2 * r, 2 * r)), Qt::AlignCenter,
        QString::number(count));
}

QPixmap SetupPalette::carriedImage(Stone stone) const
{
    const int pixels = static_cast<int>(std::ceil(cell()));
    const qreal ratio = devicePixelRatioF();
    if (stone) {
        return BoardPainter::stoneImage(stone, pixels, ratio);
    }
    QPixmap image(QSize(pixels, pixels) * ratio);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    paintEraser(p, QPointF(pixels / 2.0, pixels / 2.0), BoardGeometry::StoneRadius * pixels);
    return image;
}

void SetupPalette::mousePressEvent(QMouseEvent *event)
{
    stopCarrying();
    m_pressed.reset();
    if (event->button() != Qt::LeftButton) {
        return;
    }
    const std::optional<Stone> stone = slotAt(event->position().toPoint());
    if (!stone) {
        return;
    }
    if (*stone && remaining(*stone) <= 0 && m_tool != stone) {
        emit stoneRefused(*stone);
        return;
    }
    m_pressed = stone;
    m_pressPosition = event->position().toPoint();
}

void SetupPalette::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressed || !(event->buttons() & Qt::LeftButton)) {
        return;
    }
    const QPoint at = event->position().toPoint();
    if (!m_carrying
        && (at - m_pressPosition).manhattanLength() >= QApplication::startDragDistance()) {
        m_carrying = true;
        QApplication::setOverrideCursor(QCursor(carriedImage(*m_pressed)));
    }
    if (m_carrying) {
        emit stoneCarried(*m_pressed, mapToGlobal(at));
    }
}

void SetupPalette::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_pressed || event->button() != Qt::LeftButton) {
        return;
    }
    const Stone stone = *m_pressed;
    m_pressed.reset();
    if (m_carrying) {
        stopCarrying();
        emit stoneDropped(stone, mapToGlobal(event->position().toPoint()));
    } else if (slotAt(event->position().toPoint()) == stone) {
        // A second click on the chosen stone puts it back in the tray.
        setTool(m_tool == stone ? std::nullopt : std::optional<Stone>(stone));
    }
}

void SetupPalette::hideEvent(QHideEvent *)
{
    // The dialog closed while a stone was carried: the cursor must not keep its shape.
    m_pressed.reset();
    stopCarrying();
}

void SetupPalette::stopCarrying()
{
    if (m_carrying) {
        m_carrying = false;
        QApplication::restoreOverrideCursor();
        emit carryingStopped();
    }
}
