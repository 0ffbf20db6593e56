#include "app/xiangqi/analysis/enginesdialog.h"

#include "app/appsettings.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
enum OptionColumn { NameColumn, ValueColumn, RangeColumn };

QString rangeText(const xq::client::EngineOption &option)
{
    if (option.min && option.max) {
        return QStringLiteral("%1..%2").arg(*option.min).arg(*option.max);
    }
    QStringList choices;
    for (const std::string &choice : option.choices) {
        choices << QString::fromStdString(choice);
    }
    return choices.join(QStringLiteral(", "));
}
} // namespace

EnginesDialog::EnginesDialog(AppSettings &settings, QWidget *parent)
    : QDialog(parent), m_settings(settings), m_engines(EngineList::load(settings)),
      m_list(new QListWidget(this)), m_options(new QTableWidget(0, 3, this)),
      m_status(new QLabel(this)), m_remove(new QPushButton(tr("Remove"), this))
{
    setWindowTitle(tr("Engines"));
    m_status->setObjectName(QStringLiteral("engineReport"));
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add…"), this);
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    m_options->setHorizontalHeaderLabels({ tr("Option"), tr("Value"), tr("Range") });
    m_options->horizontalHeader()->setStretchLastSection(true);
    m_options->verticalHeader()->hide();
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addLayout(buttons);
    layout->addWidget(m_options, 1);
    layout->addWidget(m_status);
    layout->addWidget(box);
    connect(add, &QPushButton::clicked, this, &EnginesDialog::chooseAndAdd);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeEngine(selectedEngine()); });
    connect(m_list, &QListWidget::currentRowChanged, this, &EnginesDialog::showOptions);
    connect(m_options, &QTableWidget::cellChanged, this, [this](int row, int column) {
        if (!m_filling && column == ValueColumn) {
            setOption(selectedEngine(), m_options->item(row, NameColumn)->text(),
                m_options->item(row, ValueColumn)->text());
        }
    });
    connect(box, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    refreshList();
    for (const EngineEntry &entry : m_engines) {
        addEngine(entry.command); // learn its options again (the entry itself stays)
    }
    resize(520, 460);
}

EnginesDialog::~EnginesDialog()
{
    for (std::thread &probe : m_probes) {
        probe.join();
    }
}

void EnginesDialog::chooseAndAdd()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Add an engine"));
    if (!path.isEmpty()) {
        addEngine(path);
    }
}

void EnginesDialog::addEngine(const QString &command)
{
    const bool known = std::any_of(m_engines.begin(), m_engines.end(),
        [&command](const EngineEntry &e) { return e.command == command; });
    if (!known) {
        m_engines.append(EngineEntry { QFileInfo(command).fileName(), command, {}, {} });
        refreshList();
    }
    report(command, tr("Asking %1 who it is…").arg(command));
    xq::client::EngineConfig config;
    config.command = command.toStdString();
    QPointer<EnginesDialog> self(this);
    m_probes.emplace_back([self, config, command] {
        const auto identity = xq::probeEngine(config);
        // The dialog joins this thread before it goes, so `self` is alive when queued.
        QMetaObject::invokeMethod(self.data(), [self, command, identity] {
            if (self) {
                self->onProbed(command, identity);
            }
        });
    });
}

void EnginesDialog::onProbed(const QString &command, const xq::Result<xq::EngineIdentity> &identity)
{
    if (!identity) {
        report(command,
            tr("%1 did not start: %2").arg(command, QString::fromStdString(identity.error())));
        emit probed(command, false, QString::fromStdString(identity.error()));
        return;
    }
    m_identities.insert(command, *identity);
    for (EngineEntry &entry : m_engines) {
        if (entry.command == command) {
            entry.name = QString::fromStdString(identity->name);
            entry.dialect = QString::fromUtf8(xq::client::dialectFor(identity->dialect).name);
        }
    }
    report(command,
        tr("%1 speaks %2")
            .arg(QString::fromStdString(identity->name),
                QString::fromUtf8(xq::client::dialectFor(identity->dialect).name)));
    refreshList();
    showOptions();
    emit probed(command, true, QString::fromStdString(identity->name));
}

void EnginesDialog::report(const QString &command, const QString &text)
{
    m_reports.insert(command, text);
    showReport();
}

void EnginesDialog::showReport()
{
    const int index = selectedEngine();
    m_status->setText(index >= 0 && index < m_engines.size()
            ? m_reports.value(m_engines[index].command)
            : tr("The built-in engine: part of the program, nothing to set up."));
}

void EnginesDialog::removeEngine(int index)
{
    if (index >= 0 && index < m_engines.size()) {
        m_engines.removeAt(index);
        refreshList();
    }
}

void EnginesDialog::setOption(int index, const QString &name, const QString &value)
{
    if (index < 0 || index >= m_engines.size()) {
        return;
    }
    auto &options = m_engines[index].options;
    const auto it = std::find_if(options.begin(), options.end(),
        [&name](const QPair<QString, QString> &o) { return o.first == name; });
    if (it != options.end()) {
        it->second = value;
    } else {
        options.append({ name, value });
    }
}

void EnginesDialog::save()
{
    EngineList::save(m_settings, m_engines);
}

void EnginesDialog::selectEngine(int index)
{
    m_list->setCurrentRow(index + 1);
}

int EnginesDialog::selectedEngine() const
{
    return m_list->currentRow() - 1; // the built-in engine is row 0
}

void EnginesDialog::refreshList()
{
    const int row = m_list->currentRow();
    m_list->clear();
    m_list->addItem(EngineList::builtinName());
    for (const EngineEntry &entry : m_engines) {
        m_list->addItem(
            QStringLiteral("%1 (%2) — %3")
                .arg(entry.name, entry.dialect.isEmpty() ? tr("?") : entry.dialect, entry.command));
    }
    m_list->setCurrentRow(std::min(std::max(row, 0), int(m_list->count()) - 1));
}

void EnginesDialog::showOptions()
{
    // The built-in engine (row 0) is part of the program: only engines added can go.
    m_remove->setEnabled(selectedEngine() >= 0);
    showReport();
    m_filling = true;
    m_options->setRowCount(0);
    const int index = selectedEngine();
    if (index >= 0 && index < m_engines.size()) {
        const EngineEntry &entry = m_engines[index];
        const auto identity = m_identities.constFind(entry.command);
        if (identity != m_identities.constEnd()) {
            for (const xq::client::EngineOption &option : identity->options) {
                QString value = QString::fromStdString(option.defaultValue);
                for (const auto &[name, set] : entry.options) {
                    value = name == QString::fromStdString(option.name) ? set : value;
                }
                const int row = m_options->rowCount();
                m_options->insertRow(row);
                auto *name = new QTableWidgetItem(QString::fromStdString(option.name));
                name->setFlags(name->flags() & ~Qt::ItemIsEditable);
                m_options->setItem(row, NameColumn, name);
                m_options->setItem(row, ValueColumn, new QTableWidgetItem(value));
                m_options->setItem(row, RangeColumn, new QTableWidgetItem(rangeText(option)));
            }
        }
    }
    m_filling = false;
}
