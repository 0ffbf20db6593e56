#include "app/xiangqi/positioneditor.h"

#include "app/xiangqi/setupboard.h"
#include "app/xiangqi/setuppalette.h"
#include "app/xiangqi/uitext.h"

#include <QBoxLayout>
#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

using namespace xq;

namespace {

const QColor ProblemColour(0xb0, 0x1c, 0x10);

std::array<Stone, SquareCount> stonesOf(const Board &board)
{
    std::array<Stone, SquareCount> stones {};
    for (Square s = 0; s < SquareCount; ++s) {
        stones[s] = board.stoneAt(s);
    }
    return stones;
}

QPushButton *makeButton(const QString &text, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    // Only OK answers Enter: a button pressed last must not become the dialog's default.
    button->setAutoDefault(false);
    return button;
}

} // namespace

PositionEditor::PositionEditor(const Board &initial, QWidget *parent)
    : QDialog(parent), m_board(new SetupBoard(this)), m_palette(new SetupPalette(this)),
      m_sides(new QButtonGroup(this)), m_modes(new QButtonGroup(this)), m_fen(new QLineEdit(this)),
      m_message(new QLabel(this))
{
    setWindowTitle(tr("Edit Position"));

    auto *hint = new QLabel(tr("Choose a stone in the tray, then click points on the board. Drag "
                               "stones to move them; right-click them or drag them off the board "
                               "to take them off."),
        this);
    hint->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("problem"));
    m_message->setWordWrap(true);
    QPalette problemPalette = m_message->palette();
    problemPalette.setColor(QPalette::WindowText, ProblemColour);
    m_message->setPalette(problemPalette);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PositionEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PositionEditor::reject);

    auto *top = new QHBoxLayout;
    top->addWidget(m_palette);
    top->addWidget(m_board, 1);
    top->addWidget(makeControls());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(makeFenRow());
    layout->addWidget(hint);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    connectBoardAndTray();
    setStones(stonesOf(initial));
    setSideToMove(initial.sideToMove());
    setPlayMode(m_mode);
}

QWidget *PositionEditor::makeControls()
{
    auto *controls = new QWidget(this);
    auto *column = new QVBoxLayout(controls);
    column->setContentsMargins(0, 0, 0, 0);

    auto *sideBox = new QGroupBox(tr("Side to move"), controls);
    auto *sideRow = new QHBoxLayout(sideBox);
    for (Side side : { Side::Red, Side::Black }) {
        auto *radio = new QRadioButton(UiText::side(side), sideBox);
        m_sides->addButton(radio, index(side));
        sideRow->addWidget(radio);
    }
    connect(m_sides, &QButtonGroup::idClicked, this,
        [this](int id) { setSideToMove(static_cast<Side>(id)); });

    auto *modeBox = new QGroupBox(tr("Play"), controls);
    auto *modeColumn = new QVBoxLayout(modeBox);
    const std::pair<PlayMode, QString> modes[]
        = { { PlayMode::Red, tr("Red against the computer") },
              { PlayMode::Black, tr("Black against the computer") },
              { PlayMode::TwoPlayers, tr("Two players") },
              { PlayMode::ComputerVsComputer, tr("Computer against computer") } };
    for (const auto &[mode, text] : modes) {
        auto *radio = new QRadioButton(text, modeBox);
        m_modes->addButton(radio, static_cast<int>(mode));
        modeColumn->addWidget(radio);
    }

    auto *clear = makeButton(tr("Clear Board"), controls);
    clear->setObjectName(QStringLiteral("clear"));
    connect(clear, &QPushButton::clicked, this, [this] { setStones({}); });
    auto *start = makeButton(tr("Standard Start"), controls);
    start->setObjectName(QStringLiteral("start"));
    connect(start, &QPushButton::clicked, this, [this] {
        setStones(stonesOf(Board::startPosition()));
        setSideToMove(Side::Red);
    });
    auto *flip = makeButton(tr("Flip Board"), controls);
    flip->setObjectName(QStringLiteral("flip"));
    flip->setCheckable(true);
    connect(flip, &QPushButton::toggled, m_board, &SetupBoard::setFlipped);

    column->addWidget(sideBox);
    column->addWidget(modeBox);
    column->addSpacing(8);
    column->addWidget(clear);
    column->addWidget(start);
    column->addWidget(flip);
    column->addStretch(1);
    return controls;
}

QWidget *PositionEditor::makeFenRow()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("&FEN:"), row);
    label->setBuddy(m_fen);
    m_fen->setObjectName(QStringLiteral("fen"));
    m_fen->setToolTip(tr("Type or paste a FEN and press Enter to set the board up from it."));
    auto *load = makeButton(tr("Load"), row);
    load->setObjectName(QStringLiteral("loadFen"));
    connect(m_fen, &QLineEdit::returnPressed, this, &PositionEditor::loadFen);
    connect(load, &QPushButton::clicked, this, &PositionEditor::loadFen);
    layout->addWidget(label);
    layout->addWidget(m_fen, 1);
    layout->addWidget(load);
    return row;
}

void PositionEditor::connectBoardAndTray()
{
    connect(m_board, &SetupBoard::pointClicked, this, &PositionEditor::onPointClicked);
    connect(m_board, &SetupBoard::stoneDragged, this,
        [this](Square from, Square to) { put(m_stones[from], to, from); });
    connect(m_board, &SetupBoard::stoneRemoved, this, [this](Square s) { put(Stone(), s); });
    connect(m_palette, &SetupPalette::stoneRefused, this,
        [this](Stone stone) { showProblem(allOnBoard(stone)); });
    connect(m_palette, &SetupPalette::stoneCarried, this, [this](Stone, QPoint globalPosition) {
        m_board->showLanding(m_board->mapFromGlobal(QPointF(globalPosition)));
    });
    connect(m_palette, &SetupPalette::stoneDropped, this, &PositionEditor::onStoneDropped);
    connect(m_palette, &SetupPalette::carryingStopped, this,
        [this] { m_board->showLanding(std::nullopt); });
    connect(m_palette, &SetupPalette::toolChanged, this, [this] {
        // A pointing hand over the board says a click there puts something down.
        if (m_palette->tool()) {
            m_board->setCursor(Qt::PointingHandCursor);
        } else {
            m_board->unsetCursor();
        }
    });
}

void PositionEditor::setPlayMode(PlayMode mode)
{
    // A mode from an old or damaged settings file may be none of ours: the choice stays.
    if (QAbstractButton *choice = m_modes->button(static_cast<int>(mode))) {
        m_mode = mode;
        choice->setChecked(true);
    }
}

QString PositionEditor::fen() const
{
    return QString::fromStdString(setupFen(m_stones, m_sideToMove));
}

void PositionEditor::onPointClicked(Square square)
{
    const std::optional<Stone> tool = m_palette->tool();
    if (!tool) {
        showProblem(tr("Choose a stone in the tray first, or the eraser."));
    } else if (m_stones[square] != *tool) {
        put(*tool, square);
    }
}

void PositionEditor::onStoneDropped(Stone stone, QPoint globalPosition)
{
    m_board->showLanding(std::nullopt);
    const Square to = m_board->landingPoint(m_board->mapFromGlobal(QPointF(globalPosition)));
    if (to != NoSquare) {
        put(stone, to);
    }
}

void PositionEditor::put(Stone stone, Square to, Square from)
{
    if (const QString why = refusal(stone, to, from); !why.isEmpty()) {
        showProblem(why);
        return;
    }
    std::array<Stone, SquareCount> stones = m_stones;
    if (from != NoSquare) {
        stones[from] = Stone();
    }
    stones[to] = stone;
    setStones(stones);
}

QString PositionEditor::refusal(Stone stone, Square to, Square from) const
{
    if (!stone) {
        return {};
    }
    if (!canEverStand(stone, to)) {
        return whyNeverThere(stone.kind());
    }
    // The stone being moved, and one of the same kind it replaces, do not count against it.
    int others = 0;
    for (Square s = 0; s < SquareCount; ++s) {
        others += s != from && s != to && m_stones[s] == stone;
    }
    return others >= maxStones(stone.kind()) ? allOnBoard(stone) : QString();
}

void PositionEditor::setStones(const std::array<Stone, SquareCount> &stones)
{
    m_stones = stones;
    m_board->setStones(stones);
    m_palette->setStones(stones);
    m_fen->setText(fen());
    showProblem({});
}

void PositionEditor::setSideToMove(Side side)
{
    m_sideToMove = side;
    m_sides->button(index(side))->setChecked(true);
    m_fen->setText(fen());
    showProblem({});
}

void PositionEditor::loadFen()
{
    QString text = m_fen->text().simplified();
    if (!text.isEmpty() && !text.contains(QLatin1Char(' '))) {
        // A bare placement keeps the side to move chosen here.
        text += m_sideToMove == Side::Red ? QStringLiteral(" w") : QStringLiteral(" b");
    }
    const Result<Board> board = Board::fromFen(text.toStdString());
    if (!board) {
        showProblem(
            tr("This FEN cannot be set up: %1.").arg(QString::fromStdString(board.error())));
        return;
    }
    setStones(stonesOf(*board));
    setSideToMove(board->sideToMove());
}

void PositionEditor::showProblem(const QString &problem)
{
    m_message->setText(problem);
}

void PositionEditor::accept()
{
    auto setup = setUp(m_stones, m_sideToMove);
    if (const auto *issue = std::get_if<SetupIssue>(&setup)) {
        showProblem(describe(*issue));
        return;
    }
    m_accepted = std::get<Board>(std::move(setup));
    m_mode = static_cast<PlayMode>(m_modes->checkedId());
    QDialog::accept();
}

void PositionEditor::keyPressEvent(QKeyEvent *event)
{
    // Enter in the FEN field loads it; it must not also close the dialog. Escape puts the
    // chosen stone back in the tray before it closes the dialog.
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && focusWidget() == m_fen) {
        event->accept();
    } else if (event->key() == Qt::Key_Escape && m_palette->tool()) {
        m_palette->setTool(std::nullopt);
        event->accept();
    } else {
        QDialog::keyPressEvent(event);
    }
}

QString PositionEditor::whyNeverThere(Kind kind)
{
    switch (kind) {
    case Kind::General: return tr("A general never leaves its palace.");
    case Kind::Advisor:
        return tr("An advisor stands only on the five points of its palace's diagonals.");
    case Kind::Elephant:
        return tr(
            "An elephant never crosses the river: it stands only on the seven elephant points "
            "of its own side.");
    case Kind::Soldier:
        return tr("A soldier never steps back: on its own side of the river it stands only on its "
                  "five start points and one step ahead of them.");
    case Kind::Horse:
    case Kind::Chariot:
    case Kind::Cannon: break;
    }
    return {};
}

QString PositionEditor::allOnBoard(Stone stone)
{
    static const std::array<const char *, KindCount> plurals = { QT_TR_NOOP("generals"),
        QT_TR_NOOP("advisors"), QT_TR_NOOP("elephants"), QT_TR_NOOP("horses"),
        QT_TR_NOOP("chariots"), QT_TR_NOOP("cannons"), QT_TR_NOOP("soldiers") };
    const QString side = UiText::side(stone.side());
    if (stone.kind() == Kind::General) {
        return tr("%1 already has its general on the board.").arg(side);
    }
    return tr("%1 already has all %2 of its %3 on the board.")
        .arg(side)
        .arg(maxStones(stone.kind()))
        .arg(tr(plurals[index(stone.kind())]));
}

QString PositionEditor::describe(const SetupIssue &issue)
{
    const QString side = UiText::side(issue.side);
    switch (issue.problem) {
    case SetupProblem::UnreachablePoint:
        return tr("The %1 on %2 stands where it never could. %3")
            .arg(SetupPalette::stoneName(Stone(issue.side, issue.kind)),
                QString::fromStdString(squareName(issue.square)), whyNeverThere(issue.kind));
    case SetupProblem::TooManyStones: return allOnBoard(Stone(issue.side, issue.kind));
    case SetupProblem::NoGeneral: return tr("%1 has no general.").arg(side);
    case SetupProblem::GeneralsFacing:
        return tr("The generals face each other with nothing between them: %1, to move, would "
                  "take the other general.")
            .arg(side);
    case SetupProblem::WaitingSideInCheck:
        return tr("%1 is in check while it is %2's move: %2 would take the general.")
            .arg(side, UiText::side(opposite(issue.side)));
    case SetupProblem::NoLegalMove: break;
    }
    return tr("%1 has no legal move: the game would already be over.").arg(side);
}
