#include "app/xiangqi/boardpainter.h"

#include "app/xiangqi/uitext.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <array>

using namespace xq;

namespace {
const QColor LastMove(0x1f, 0x6f, 0xd1);
const QColor Selection(0x2a, 0xa1, 0x4b);
const QColor HintColour(0xf0, 0x8a, 0x00);

constexpr double FrameGap = 0.14; // between the grid and the thick frame, in cells
constexpr const char *CjkFamilies[]
    = { "Noto Serif CJK SC", "Noto Sans CJK SC", "AR PL UKai CN", "WenQuanYi Zen Hei" };
} // namespace

const BoardPainter::Palette &BoardPainter::paletteFor(Style style)
{
    // A wooden board with ivory stones; or black on white with thick lines, which stays readable
    // in sunlight and for weak eyes.
    static const Palette wood { QColor(0xf0, 0xd3, 0x96), QColor(0xdb, 0xae, 0x66),
        QColor(0x4a, 0x2c, 0x12), QColor(0xb8, 0x1d, 0x12), QColor(0x1d, 0x1d, 0x1d),
        QColor(0xfb, 0xec, 0xcb), QColor(0xd9, 0xb0, 0x6c), 0.028 };
    static const Palette contrast { QColor(0xff, 0xff, 0xff), QColor(0xff, 0xff, 0xff),
        QColor(0x00, 0x00, 0x00), QColor(0xd0, 0x00, 0x00), QColor(0x00, 0x00, 0x00),
        QColor(0xff, 0xff, 0xff), QColor(0x00, 0x00, 0x00), 0.05 };
    return style == Style::HighContrast ? contrast : wood;
}

QString BoardPainter::stoneCharacter(Stone stone, Style style)
{
    if (style != Style::Traditional) {
        return UiText::stoneCharacter(stone);
    }
    static const std::array<const char *, KindCount> red
        = { "帥", "仕", "相", "傌", "俥", "炮", "兵" };
    static const std::array<const char *, KindCount> black
        = { "將", "士", "象", "馬", "車", "砲", "卒" };
    const auto &names = stone.side() == Side::Red ? red : black;
    return QString::fromUtf8(names[index(stone.kind())]);
}

BoardPainter::BoardPainter(QPainter &painter, const BoardGeometry &geometry, Style style)
    : m_painter(painter), m_geometry(geometry), m_cell(geometry.cell()), m_style(style),
      m_palette(paletteFor(style))
{
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_painter.setRenderHint(QPainter::TextAntialiasing);
}

QPixmap BoardPainter::stoneImage(Stone stone, int pixels, qreal pixelRatio, Style style)
{
    QPixmap image(QSize(pixels, pixels) * pixelRatio);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::transparent);
    QPainter p(&image);
    const BoardGeometry geometry = BoardGeometry::withCell(pixels);
    BoardPainter(p, geometry, style).drawStone(stone, QPointF(pixels / 2.0, pixels / 2.0));
    return image;
}

QFont BoardPainter::stoneFont(double pixelSize) const
{
    QFont font;
    font.setFamilies({ CjkFamilies[0], CjkFamilies[1], CjkFamilies[2], CjkFamilies[3] });
    font.setPixelSize(std::max(1, static_cast<int>(pixelSize)));
    font.setWeight(QFont::Bold);
    return font;
}

void BoardPainter::drawBoard(Coordinates coordinates)
{
    const QRectF grid = m_geometry.gridRect();
    const double border = 0.74 * m_cell;
    const QRectF panel = grid.adjusted(-border, -border, border, border);
    QLinearGradient wood(panel.topLeft(), panel.bottomRight());
    wood.setColorAt(0, m_palette.boardLight);
    wood.setColorAt(1, m_palette.boardDark);
    m_painter.setPen(QPen(m_palette.ink.lighter(130), m_cell * 0.02));
    m_painter.setBrush(wood);
    m_painter.drawRoundedRect(panel, m_cell * 0.12, m_cell * 0.12);

    const double gap = FrameGap * m_cell;
    m_painter.setPen(QPen(m_palette.ink, m_cell * m_palette.lineWidth * 2.6));
    m_painter.setBrush(Qt::NoBrush);
    m_painter.drawRect(grid.adjusted(-gap, -gap, gap, gap));

    drawGrid();
    drawMarks();
    drawRiver();
    drawCoordinates(coordinates);
}

void BoardPainter::drawGrid()
{
    m_painter.setPen(QPen(m_palette.ink, m_cell * m_palette.lineWidth, Qt::SolidLine, Qt::FlatCap));
    for (int rank = 0; rank < RankCount; ++rank) {
        m_painter.drawLine(m_geometry.pointAt(0, rank), m_geometry.pointAt(FileCount - 1, rank));
    }
    for (int file = 0; file < FileCount; ++file) {
        // The river cuts the inner files; the outer two run through it.
        if (file == 0 || file == FileCount - 1) {
            m_painter.drawLine(
                m_geometry.pointAt(file, 0), m_geometry.pointAt(file, RankCount - 1));
        } else {
            m_painter.drawLine(m_geometry.pointAt(file, 0), m_geometry.pointAt(file, 4));
            m_painter.drawLine(
                m_geometry.pointAt(file, 5), m_geometry.pointAt(file, RankCount - 1));
        }
    }
    for (int base : { 0, 7 }) {
        m_painter.drawLine(m_geometry.pointAt(3, base), m_geometry.pointAt(5, base + 2));
        m_painter.drawLine(m_geometry.pointAt(5, base), m_geometry.pointAt(3, base + 2));
    }
}

void BoardPainter::drawMarks()
{
    for (int file : { 1, 7 }) {
        drawMark(file, 2);
        drawMark(file, 7);
    }
    for (int file = 0; file < FileCount; file += 2) {
        drawMark(file, 3);
        drawMark(file, 6);
    }
}

void BoardPainter::drawMark(int file, int rank)
{
    // Small right angles in the corners around the point; none past the board's edge.
    const QPointF c = m_geometry.pointAt(file, rank);
    const double d = 0.09 * m_cell;
    const double l = 0.2 * m_cell;
    m_painter.setPen(QPen(m_palette.ink, m_cell * m_palette.lineWidth, Qt::SolidLine, Qt::FlatCap));
    for (int sx : { -1, 1 }) {
        const bool offEdge = m_geometry.isFlipped() ? (sx < 0 ? file == FileCount - 1 : file == 0)
                                                    : (sx < 0 ? file == 0 : file == FileCount - 1);
        if (offEdge) {
            continue;
        }
        for (int sy : { -1, 1 }) {
            const QPointF corner = c + QPointF(sx * d, sy * d);
            QPolygonF l3;
            l3 << corner + QPointF(sx * l, 0) << corner << corner + QPointF(0, sy * l);
            m_painter.drawPolyline(l3);
        }
    }
}

void BoardPainter::drawRiver()
{
    QFont font = stoneFont(m_cell * 0.52);
    font.setWeight(QFont::Normal);
    m_painter.setFont(font);
    m_painter.setPen(m_palette.ink);
    const double top = std::min(m_geometry.pointAt(0, 4).y(), m_geometry.pointAt(0, 5).y());
    const QRectF left(m_geometry.gridRect().left() + m_cell, top, 3 * m_cell, m_cell);
    const QRectF right(m_geometry.gridRect().left() + 4 * m_cell, top, 3 * m_cell, m_cell);
    // Written with a wide space, the way boards print it.
    m_painter.drawText(left, Qt::AlignCenter, QStringLiteral("楚　河"));
    m_painter.drawText(right, Qt::AlignCenter, QStringLiteral("汉　界"));
}

void BoardPainter::drawCoordinates(Coordinates coordinates)
{
    if (coordinates == Coordinates::None) {
        return;
    }
    static const QStringList redFiles = { "九", "八", "七", "六", "五", "四", "三", "二", "一" };
    QFont font = stoneFont(m_cell * 0.26);
    font.setWeight(QFont::Normal);
    m_painter.setFont(font);
    m_painter.setPen(m_palette.ink.lighter(150));
    const double away = 1.0; // cells beyond the outer lines, outside the frame
    const QSizeF box(m_cell * 0.6, m_cell * 0.4);
    const auto label = [&](QPointF at, const QString &text) {
        m_painter.drawText(
            QRectF(at - QPointF(box.width() / 2, box.height() / 2), box), Qt::AlignCenter, text);
    };
    for (int file = 0; file < FileCount; ++file) {
        if (coordinates == Coordinates::Iccs) {
            label(m_geometry.pointAt(file, -away), QString(QChar('a' + file)));
        } else {
            // Each side counts its files from its own right: Red 九..一, Black 1..9.
            label(m_geometry.pointAt(file, -away), redFiles[file]);
            label(m_geometry.pointAt(file, RankCount - 1 + away), QString::number(file + 1));
        }
    }
    if (coordinates == Coordinates::Iccs) {
        for (int rank = 0; rank < RankCount; ++rank) {
            label(m_geometry.pointAt(-away, rank), QString::number(rank));
        }
    }
}

void BoardPainter::drawStone(Stone stone, QPointF center, bool lifted)
{
    const double r = BoardGeometry::StoneRadius * m_cell;
    const QColor ink = stone.side() == Side::Red ? m_palette.redInk : m_palette.blackInk;
    const double shadow = (lifted ? 0.16 : 0.06) * r;

    m_painter.setPen(Qt::NoPen);
    m_painter.setBrush(QColor(0, 0, 0, lifted ? 70 : 90));
    m_painter.drawEllipse(center + QPointF(shadow, shadow * 1.4), r, r);

    QRadialGradient body(center - QPointF(r * 0.35, r * 0.35), r * 1.6);
    body.setColorAt(0, m_palette.stoneFace);
    body.setColorAt(1, m_style == Style::HighContrast ? m_palette.stoneFace : m_palette.stoneEdge);
    m_painter.setBrush(body);
    m_painter.setPen(
        QPen(m_palette.stoneEdge.darker(160), r * (m_style == Style::HighContrast ? 0.1 : 0.05)));
    m_painter.drawEllipse(center, r, r);

    m_painter.setBrush(Qt::NoBrush);
    m_painter.setPen(QPen(ink, r * 0.06));
    m_painter.drawEllipse(center, r * 0.8, r * 0.8);

    m_painter.setFont(stoneFont(r * 1.05));
    m_painter.setPen(ink);
    const QRectF face(center.x() - r, center.y() - r, 2 * r, 2 * r);
    m_painter.drawText(face, Qt::AlignCenter, stoneCharacter(stone, m_style));
}

void BoardPainter::drawCorners(QPointF c, double half, double length)
{
    for (int sx : { -1, 1 }) {
        for (int sy : { -1, 1 }) {
            const QPointF corner = c + QPointF(sx * half, sy * half);
            QPolygonF bracket;
            bracket << corner - QPointF(sx * length, 0) << corner
                    << corner - QPointF(0, sy * length);
            m_painter.drawPolyline(bracket);
        }
    }
}

void BoardPainter::drawLastMove(Move move)
{
    m_painter.setPen(QPen(LastMove, m_cell * 0.045, Qt::SolidLine, Qt::SquareCap));
    m_painter.setBrush(Qt::NoBrush);
    for (Square s : { move.from(), move.to() }) {
        drawCorners(m_geometry.center(s), m_cell * 0.48, m_cell * 0.16);
    }
}

void BoardPainter::drawSelection(Square square)
{
    const double r = BoardGeometry::StoneRadius * m_cell;
    m_painter.setPen(QPen(Selection, m_cell * 0.07));
    m_painter.setBrush(Qt::NoBrush);
    m_painter.drawEllipse(m_geometry.center(square), r * 1.08, r * 1.08);
}

void BoardPainter::drawDestinations(
    const std::vector<Square> &squares, const std::vector<bool> &captures)
{
    const double r = BoardGeometry::StoneRadius * m_cell;
    for (std::size_t i = 0; i < squares.size(); ++i) {
        const QPointF c = m_geometry.center(squares[i]);
        if (captures[i]) {
            m_painter.setPen(QPen(Selection, m_cell * 0.05, Qt::DashLine));
            m_painter.setBrush(Qt::NoBrush);
            m_painter.drawEllipse(c, r * 1.08, r * 1.08);
        } else {
            m_painter.setPen(Qt::NoPen);
            m_painter.setBrush(QColor(Selection.red(), Selection.green(), Selection.blue(), 190));
            m_painter.drawEllipse(c, m_cell * 0.11, m_cell * 0.11);
        }
    }
}

void BoardPainter::drawCheck(Square general)
{
    const QPointF c = m_geometry.center(general);
    QRadialGradient glow(c, m_cell * 0.7);
    glow.setColorAt(0.55, QColor(230, 20, 20, 200));
    glow.setColorAt(1, QColor(230, 20, 20, 0));
    m_painter.setPen(Qt::NoPen);
    m_painter.setBrush(glow);
    m_painter.drawEllipse(c, m_cell * 0.7, m_cell * 0.7);
}

void BoardPainter::drawHint(Move move)
{
    const double r = BoardGeometry::StoneRadius * m_cell;
    m_painter.setPen(QPen(HintColour, m_cell * 0.07));
    m_painter.setBrush(Qt::NoBrush);
    for (Square s : { move.from(), move.to() }) {
        m_painter.drawEllipse(m_geometry.center(s), r * 1.1, r * 1.1);
    }
    m_painter.drawLine(m_geometry.center(move.from()), m_geometry.center(move.to()));
}
