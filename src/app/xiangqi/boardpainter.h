#pragma once

// Paints the board and its stones as vectors, so they stay crisp at any size and pixel ratio:
// the wooden board, grid, river (楚河 汉界), palaces, position marks, coordinates, the stones as
// discs with their characters, and the markers for selection, moves, check and hints.

#include "app/xiangqi/boardgeometry.h"

#include "core/types.h"

#include <QColor>
#include <QFont>
#include <QPixmap>

#include <vector>

class QPainter;

class BoardPainter {
public:
    enum class Coordinates { None, Iccs, Traditional };
    /// How stones and board look (View ▸ Style).
    enum class Style {
        Simplified, ///< 帅 车 马 炮 on a wooden board
        Traditional, ///< 帥 俥 傌 炮 / 將 車 馬 砲, as older sets and Hong Kong and Taiwan print
                     ///< them
        HighContrast, ///< black on white, thick lines and strong red: for weak eyes and sunlight
    };

    BoardPainter(QPainter &painter, const BoardGeometry &geometry, Style style = Style::Simplified);

    /// One stone alone, filling a square image of `pixels` (window icon, caches).
    static QPixmap stoneImage(
        xq::Stone stone, int pixels, qreal pixelRatio = 1.0, Style style = Style::Simplified);
    /// The character on `stone` in `style`.
    static QString stoneCharacter(xq::Stone stone, Style style);

    void drawBoard(Coordinates coordinates);
    void drawStone(xq::Stone stone, QPointF center, bool lifted = false);
    /// Corner brackets at both ends of the last move.
    void drawLastMove(xq::Move move);
    void drawSelection(xq::Square square);
    /// Dots on empty destinations, rings around stones that can be taken.
    void drawDestinations(
        const std::vector<xq::Square> &squares, const std::vector<bool> &captures);
    /// A red glow under a general in check.
    void drawCheck(xq::Square general);
    /// The engine's suggestion: both points ringed in orange.
    void drawHint(xq::Move move);

private:
    void drawGrid();
    void drawMarks();
    void drawMark(int file, int rank);
    void drawRiver();
    void drawCoordinates(Coordinates coordinates);
    void drawCorners(QPointF center, double half, double length);
    QFont stoneFont(double pixelSize) const;

    /// The colours and line weight of a style.
    struct Palette {
        QColor boardLight, boardDark, ink, redInk, blackInk, stoneFace, stoneEdge;
        double lineWidth; ///< in cells
    };
    static const Palette &paletteFor(Style style);

    QPainter &m_painter;
    const BoardGeometry &m_geometry;
    double m_cell;
    Style m_style;
    const Palette &m_palette;
};
