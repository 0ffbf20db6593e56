#include "app/xiangqi/play/playersdialog.h"

#include "app/xiangqi/analysis/chessclocks.h"
#include "app/xiangqi/analysis/enginelist.h"
#include "app/xiangqi/analysis/enginesdialog.h"
#include "app/xiangqi/engineplayer.h"
#include "app/xiangqi/uitext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
// The data of a player box's first item: a person plays the side.
const QString HumanPlayer = QStringLiteral("human");
constexpr int PlayerNameLength = 30;
} // namespace

QList<QPair<QString, QString>> PlayersDialog::presets()
{
    return {
        { tr("No clock"), QString() },
        { tr("1 min + 1 s a move"), QStringLiteral("60+1") },
        { tr("3 min + 2 s a move"), QStringLiteral("180+2") },
        { tr("5 min + 3 s a move"), QStringLiteral("300+3") },
        { tr("10 min + 5 s a move"), QStringLiteral("600+5") },
        { tr("15 min + 10 s a move"), QStringLiteral("900+10") },
        { tr("30 min for the game"), QStringLiteral("1800") },
        { tr("40 moves in 60 min"), QStringLiteral("40/3600") },
        { tr("10 s a move"), QStringLiteral("st=10") },
        { tr("Other"), QString() },
    };
}

PlayersDialog::PlayersDialog(AppSettings &settings, QWidget *parent)
    : QDialog(parent), m_settings(settings), m_players { makePlayerBox(), makePlayerBox() },
      m_presets(new QComboBox(this)), m_timeControl(new QLineEdit(this)), m_error(new QLabel(this)),
      m_newGame(new QCheckBox(tr("Start a new game"), this))
{
    setWindowTitle(tr("Players and Clocks"));
    fillPlayers();
    const PlayerChoice current = PlayerChoice::fromSettings(settings);
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        selectPlayer(side, current.computer[xq::index(side)], current.engine[xq::index(side)]);
    }
    for (const auto &[text, control] : presets()) {
        m_presets->addItem(text, control);
    }
    m_timeControl->setPlaceholderText(tr("600+5, 40/3600, st=10"));
    m_timeControl->setToolTip(tr("Seconds for the game + seconds added a move; moves/seconds; "
                                 "st=seconds for a fixed time a move"));
    m_timeControl->setText(settings.timeControl());
    const int preset = m_presets->findData(settings.timeControl());
    m_presets->setCurrentIndex(preset >= 0 ? preset : m_presets->count() - 1);
    connect(m_presets, &QComboBox::activated, this, &PlayersDialog::showPreset);
    connect(m_timeControl, &QLineEdit::textEdited, this,
        [this] { m_presets->setCurrentIndex(m_presets->count() - 1); });
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));
    m_error->hide();
    m_error->setObjectName(QStringLiteral("timeControlError"));
    m_error->setWordWrap(true); // a long explanation wraps rather than widen the dialog
    connect(m_timeControl, &QLineEdit::textEdited, m_error, &QWidget::hide);
    m_newGame->setChecked(true);

    auto *engines = new QPushButton(tr("&Engines…"), this);
    connect(engines, &QPushButton::clicked, this, &PlayersDialog::openEngines);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->addButton(engines, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &PlayersDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("&Red:"), playerBox(xq::Side::Red));
    form->addRow(tr("&Black:"), playerBox(xq::Side::Black));
    form->addRow(tr("&Clock:"), m_presets);
    form->addRow(tr("&Time control:"), m_timeControl);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_newGame);
    layout->addWidget(buttons);
}

QComboBox *PlayersDialog::makePlayerBox()
{
    auto *box = new QComboBox(this);
    // Wide enough for an engine's full name ("Fairy-Stockfish 11.1 LB 64") and a level.
    box->setMinimumContentsLength(PlayerNameLength);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    return box;
}

void PlayersDialog::fillPlayers()
{
    const QString level = EnginePlayer::levelNames().value(m_settings.level());
    for (QComboBox *box : m_players) {
        box->clear();
        box->addItem(tr("Human player"), HumanPlayer);
        box->addItem(tr("%1, %2").arg(EngineList::builtinName(), level), QString());
        for (const EngineEntry &entry : EngineList::load(m_settings)) {
            box->addItem(entry.name, entry.command);
        }
    }
}

void PlayersDialog::selectPlayer(xq::Side side, bool computer, const QString &engine)
{
    QComboBox *box = playerBox(side);
    const int index = computer ? box->findData(engine) : 0;
    box->setCurrentIndex(index >= 0 ? index : 1); // an engine no longer listed: the built-in one
}

void PlayersDialog::openEngines()
{
    const PlayerChoice before = choice();
    EnginesDialog dialog(m_settings, this);
    dialog.exec();
    fillPlayers();
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        selectPlayer(side, before.computer[xq::index(side)], before.engine[xq::index(side)]);
    }
}

void PlayersDialog::showPreset(int index)
{
    m_error->hide();
    if (index < m_presets->count() - 1) {
        m_timeControl->setText(m_presets->itemData(index).toString());
    } else {
        m_timeControl->setFocus();
    }
}

PlayerChoice PlayersDialog::choice() const
{
    PlayerChoice choice;
    for (const xq::Side side : { xq::Side::Red, xq::Side::Black }) {
        const QString data = playerBox(side)->currentData().toString();
        choice.computer[xq::index(side)] = data != HumanPlayer;
        choice.engine[xq::index(side)] = data == HumanPlayer ? QString() : data;
    }
    return choice;
}

QString PlayersDialog::timeControl() const
{
    return m_timeControl->text().trimmed();
}

bool PlayersDialog::startsNewGame() const
{
    return m_newGame->isChecked();
}

void PlayersDialog::accept()
{
    if (!timeControl().isEmpty() && !ChessClocks::parse(timeControl())) {
        m_error->setText(tr("“%1” is no time control. Examples: 600+5 (10 minutes and 5 seconds "
                            "a move), 40/3600 (40 moves an hour), st=10 (10 seconds a move).")
                             .arg(timeControl()));
        m_error->show();
        return;
    }
    QDialog::accept();
}

void PlayersDialog::save()
{
    choice().save(m_settings);
    m_settings.setTimeControl(timeControl());
}
