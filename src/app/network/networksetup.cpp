#include "app/network/networksetup.h"

#include "app/network/lanbrowser.h"
#include "app/network/netgame.h"
#include "app/network/netgametext.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace xq;
using namespace xq::net;

namespace {

// A found game's item: the game it plays, beside its address (Qt::UserRole).
constexpr int GameRole = Qt::UserRole + 1;

QString defaultName()
{
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? NetworkSetup::tr("Player") : user;
}

} // namespace

NetworkSetup::NetworkSetup(QWidget *parent) : QWidget(parent), m_browser(new LanBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildSavedGame());
    auto *form = new QFormLayout;
    m_name = new QLineEdit(defaultName());
    m_name->setMaxLength(32);
    form->addRow(tr("Your name:"), m_name);
    layout->addLayout(form);
    auto *tabs = new QTabWidget;
    tabs->addTab(buildHostTab(), tr("Host a game"));
    tabs->addTab(buildJoinTab(), tr("Join a game"));
    layout->addWidget(tabs);
    connect(m_browser, &LanBrowser::gamesChanged, this, &NetworkSetup::listFoundGames);
    m_browser->start();
}

QString NetworkSetup::playerName() const
{
    return m_name->text();
}

void NetworkSetup::setHostInfo(const QString &text)
{
    m_hostInfo->setText(text);
}

void NetworkSetup::setJoinInfo(const QString &text)
{
    m_joinInfo->setText(text);
}

QString NetworkSetup::joinInfo() const
{
    return m_joinInfo->text();
}

void NetworkSetup::setSavedGame(const QString &description)
{
    m_savedText->setText(description);
    m_saved->setVisible(!description.isEmpty());
}

QWidget *NetworkSetup::buildSavedGame()
{
    m_saved = new QGroupBox(tr("Interrupted game"));
    auto *layout = new QHBoxLayout(m_saved);
    m_savedText = new QLabel;
    m_savedText->setWordWrap(true);
    auto *resume = new QPushButton(tr("Resume"));
    auto *forget = new QPushButton(tr("Forget"));
    forget->setToolTip(tr("Give up taking this game up again (its PGN stays saved)"));
    layout->addWidget(m_savedText, 1);
    layout->addWidget(resume);
    layout->addWidget(forget);
    connect(resume, &QPushButton::clicked, this, &NetworkSetup::resumeRequested);
    connect(forget, &QPushButton::clicked, this, &NetworkSetup::forgetRequested);
    m_saved->hide();
    return m_saved;
}

void NetworkSetup::proposeGame(GameName game)
{
    m_game->setCurrentIndex(m_game->findData(static_cast<int>(game)));
    m_joinGame->setCurrentIndex(m_joinGame->findData(static_cast<int>(game)));
}

QWidget *NetworkSetup::buildHostTab()
{
    auto *tab = new QWidget;
    auto *form = new QFormLayout(tab);
    m_hostForm = form;
    m_game = new QComboBox;
    m_game->setObjectName(QStringLiteral("hostGame"));
    m_rule = new QComboBox;
    m_rule->setObjectName(QStringLiteral("hostRule"));
    for (const GameName game : { GameName::Xiangqi, GameName::Gomoku, GameName::Reversi }) {
        m_game->addItem(NetGameText::game(game), static_cast<int>(game));
    }
    for (const gomoku::Rule rule :
        { gomoku::Rule::FreeStyle, gomoku::Rule::Standard, gomoku::Rule::Renju }) {
        m_rule->addItem(NetGameText::rule(rule), static_cast<int>(rule));
    }
    m_side = new QComboBox;
    m_minutes = new QSpinBox;
    m_minutes->setRange(0, 180);
    m_minutes->setValue(10);
    m_minutes->setSpecialValueText(tr("No clock"));
    m_minutes->setSuffix(tr(" min"));
    m_increment = new QSpinBox;
    m_increment->setRange(0, 60);
    m_increment->setValue(5);
    m_increment->setSuffix(tr(" s a move"));
    m_port = new QSpinBox;
    m_port->setRange(1024, 65535);
    m_port->setValue(NetGame::DefaultPort);
    form->addRow(tr("Game:"), m_game);
    form->addRow(tr("Rule:"), m_rule);
    form->addRow(tr("You play:"), m_side);
    form->addRow(tr("Time:"), m_minutes);
    form->addRow(tr("Increment:"), m_increment);
    form->addRow(tr("Port:"), m_port);
    nameSides();
    connect(m_game, &QComboBox::currentIndexChanged, this, &NetworkSetup::nameSides);
    auto *start = new QPushButton(tr("Host"));
    m_hostInfo = new QLabel;
    m_hostInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(start);
    form->addRow(m_hostInfo);
    connect(start, &QPushButton::clicked, this, [this] {
        const TimeControl control { m_minutes->value() * 60'000LL, m_increment->value() * 1000LL };
        const Side side = m_side->currentIndex() == 0 ? Side::Red : Side::Black;
        const GameKind game { static_cast<GameName>(m_game->currentData().toInt()),
            static_cast<gomoku::Rule>(m_rule->currentData().toInt()) };
        emit hostRequested(
            m_name->text(), game, side, control, static_cast<quint16>(m_port->value()));
    });
    return tab;
}

QWidget *NetworkSetup::buildJoinTab()
{
    auto *tab = new QWidget;
    auto *form = new QFormLayout(tab);
    m_found = new QListWidget;
    m_address = new QLineEdit;
    m_address->setPlaceholderText(tr("address:port, e.g. 192.168.1.20:47310"));
    m_codeEdit = new QLineEdit;
    m_codeEdit->setPlaceholderText(tr("the code the host shows"));
    m_joinGame = new QComboBox;
    m_joinGame->setObjectName(QStringLiteral("joinGame"));
    for (const GameName game : { GameName::Xiangqi, GameName::Gomoku, GameName::Reversi }) {
        m_joinGame->addItem(NetGameText::game(game), static_cast<int>(game));
    }
    form->addRow(tr("Games on this network:"), m_found);
    form->addRow(tr("Or address:"), m_address);
    form->addRow(tr("Game:"), m_joinGame);
    form->addRow(tr("Join code:"), m_codeEdit);
    auto *join = new QPushButton(tr("Join"));
    form->addRow(join);
    m_joinInfo = new QLabel;
    m_joinInfo->setWordWrap(true);
    form->addRow(m_joinInfo);
    connect(m_found, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item) {
            m_address->setText(item->data(Qt::UserRole).toString());
            m_joinGame->setCurrentIndex(m_joinGame->findData(item->data(GameRole)));
        }
    });
    // Join again after a refusal or a host not yet there: the address and code stay typed in.
    connect(join, &QPushButton::clicked, this, [this] {
        emit joinRequested(m_name->text(), m_address->text(), m_codeEdit->text(),
            static_cast<GameName>(m_joinGame->currentData().toInt()));
    });
    connect(m_codeEdit, &QLineEdit::returnPressed, join, &QPushButton::click);
    return tab;
}

void NetworkSetup::listFoundGames()
{
    m_found->clear();
    for (const FoundGame &found : m_browser->games()) {
        const Message &b = found.beacon;
        const QString where = QStringLiteral("%1:%2").arg(found.address.toString()).arg(found.port);
        const QString clock = b.initialMs == 0
            ? tr("no clock")
            : tr("%1 min + %2 s").arg(b.initialMs / 60'000).arg(b.incrementMs / 1000);
        auto *item = new QListWidgetItem(
            tr("%1 at %2 — %3, you play %4, %5")
                .arg(QString::fromStdString(b.name), where, NetGameText::kind({ b.game, b.rule }),
                    NetGameText::side(b.game, b.side), clock),
            m_found);
        item->setData(Qt::UserRole, where);
        item->setData(GameRole, static_cast<int>(b.game));
    }
}

void NetworkSetup::nameSides()
{
    const auto game = static_cast<GameName>(m_game->currentData().toInt());
    const int chosen = std::max(0, m_side->currentIndex());
    m_side->clear();
    m_side->addItems({ tr("%1 (moves first)").arg(NetGameText::side(game, Side::Red)),
        NetGameText::side(game, Side::Black) });
    m_side->setCurrentIndex(chosen);
    // Only Gomoku has rules to choose from.
    m_hostForm->setRowVisible(m_rule, game == GameName::Gomoku);
}
