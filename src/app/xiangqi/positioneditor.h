#pragma once

// The position editor: a board on which stones are placed and removed, the side to move, and
// how the game set up is to be played. A position the rules cannot allow is refused with the
// reason, and the dialog stays open until it is fixed or cancelled.

#include "app/appsettings.h"

#include "core/board.h"
#include "core/positioncheck.h"

#include <QDialog>

#include <array>
#include <optional>

class QButtonGroup;
class QLabel;
class QLineEdit;
class SetupBoard;
class SetupPalette;

class PositionEditor : public QDialog {
    Q_OBJECT

public:
    /// Opens on `initial` (the position on the board when the editor was called).
    explicit PositionEditor(const xq::Board &initial, QWidget *parent = nullptr);

    /// The position set up; only after the dialog was accepted.
    std::optional<xq::Board> position() const { return m_accepted; }
    /// Who plays the position: against the computer as either side, or two players.
    PlayMode playMode() const { return m_mode; }
    /// The choice offered first: the way the game in progress is played. An unknown mode is
    /// ignored.
    void setPlayMode(PlayMode mode);

    /// The position as edited so far, as a FEN (it may not be playable yet).
    QString fen() const;

public slots:
    /// Starts a game from the position when the rules allow it; otherwise says why and stays.
    void accept() override;

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QWidget *makeControls();
    QWidget *makeFenRow();
    void connectBoardAndTray();

    void onPointClicked(xq::Square square);
    void onStoneDropped(xq::Stone stone, QPoint globalPosition);
    /// Puts `stone` on `to` (the empty stone takes off what is there), coming from `from` when it
    /// was moved there; refused with the reason when the stone could never be there or its kind
    /// is all on the board.
    void put(xq::Stone stone, xq::Square to, xq::Square from = xq::NoSquare);
    QString refusal(xq::Stone stone, xq::Square to, xq::Square from) const;
    void setStones(const std::array<xq::Stone, xq::SquareCount> &stones);
    void setSideToMove(xq::Side side);
    void loadFen();
    void showProblem(const QString &problem);

    static QString whyNeverThere(xq::Kind kind);
    static QString allOnBoard(xq::Stone stone);
    static QString describe(const xq::SetupIssue &issue);

    std::array<xq::Stone, xq::SquareCount> m_stones {};
    xq::Side m_sideToMove = xq::Side::Red;

    SetupBoard *m_board;
    SetupPalette *m_palette;
    QButtonGroup *m_sides;
    QButtonGroup *m_modes;
    QLineEdit *m_fen;
    QLabel *m_message;

    std::optional<xq::Board> m_accepted;
    PlayMode m_mode = PlayMode::Red;
};
