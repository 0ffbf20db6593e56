#pragma once

// The position editor: a board on which stones are placed and removed, the side to move, and
// how the game set up is to be played. A position the rules cannot allow is refused with the
// reason, and the dialog stays open until it is fixed or cancelled.

#include "appsettings.h"

#include "core/board.h"

#include <QDialog>

#include <optional>

class PositionEditor : public QDialog {
    Q_OBJECT

public:
    /// Opens on `initial` (the position on the board when the editor was called).
    explicit PositionEditor(const xq::Board &initial, QWidget *parent = nullptr);

    /// The position set up; only after the dialog was accepted.
    std::optional<xq::Board> position() const { return m_accepted; }
    /// Who plays the position: against the computer as either side, or two players.
    PlayMode playMode() const { return m_mode; }

private:
    std::optional<xq::Board> m_accepted;
    PlayMode m_mode = PlayMode::Red;
};
