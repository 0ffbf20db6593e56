#include "app/xiangqi/gameproperties.h"

#include "app/xiangqi/uitext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>

GameProperties::GameProperties(const xq::GameTree &tree, QWidget *parent)
    : QDialog(parent), m_result(new QComboBox(this))
{
    setWindowTitle(tr("Game Properties"));
    auto *form = new QFormLayout(this);
    const QStringList labels
        = { tr("&Red:"), tr("&Black:"), tr("&Event:"), tr("&Site:"), tr("&Date:") };
    for (int i = 0; i < tagKeys().size(); ++i) {
        auto *edit = new QLineEdit(
            QString::fromStdString(tree.tags().value(tagKeys()[i].toStdString())), this);
        m_fields.append(edit);
        form->addRow(labels[i], edit);
    }
    field(QStringLiteral("Date"))->setPlaceholderText(tr("YYYY.MM.DD"));
    m_result->addItem(tr("Unknown or unfinished"), static_cast<int>(xq::GameResult::Unknown));
    for (const auto result :
        { xq::GameResult::RedWins, xq::GameResult::BlackWins, xq::GameResult::Draw }) {
        m_result->addItem(UiText::recordResult(result), static_cast<int>(result));
    }
    m_result->setCurrentIndex(m_result->findData(static_cast<int>(tree.result())));
    form->addRow(tr("Res&ult:"), m_result);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

const QStringList &GameProperties::tagKeys()
{
    static const QStringList keys = { QStringLiteral("Red"), QStringLiteral("Black"),
        QStringLiteral("Event"), QStringLiteral("Site"), QStringLiteral("Date") };
    return keys;
}

QList<std::pair<QString, QString>> GameProperties::tags() const
{
    QList<std::pair<QString, QString>> tags;
    for (int i = 0; i < tagKeys().size(); ++i) {
        tags.append({ tagKeys()[i], m_fields[i]->text().trimmed() });
    }
    return tags;
}

xq::GameResult GameProperties::result() const
{
    return static_cast<xq::GameResult>(m_result->currentData().toInt());
}

QLineEdit *GameProperties::field(const QString &key) const
{
    return m_fields.value(tagKeys().indexOf(key));
}
