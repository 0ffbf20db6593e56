#include "app/ruleshelp.h"

#include "app/gamemode.h"
#include "app/prompter.h"

#include <QAction>

RulesHelp::RulesHelp(
    GameHost &host, std::function<QString()> name, std::function<QString()> text, QObject *parent)
    : QObject(parent), m_host(host), m_name(std::move(name)), m_text(std::move(text)),
      m_action(new QAction(this))
{
    m_action->setShortcut(QKeySequence::HelpContents);
    connect(m_action, &QAction::triggered, this, &RulesHelp::show);
}

QAction *RulesHelp::action()
{
    // Named when the window asks, not when made: the name may come from a virtual call.
    m_action->setText(tr("&Rules of %1").arg(m_name()));
    return m_action;
}

void RulesHelp::show()
{
    m_host.prompter().showRules(m_host.dialogParent(), tr("Rules of %1").arg(m_name()), m_text());
}
