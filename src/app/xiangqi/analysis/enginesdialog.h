#pragma once

// Settings ▸ Engines: the built-in engine and the UCI/UCCI engines added by path. An engine
// added is started once on a thread of its own to learn its name, dialect and options (the
// window does not wait); its options are shown and edited in a table and kept in the settings.

#include "app/xiangqi/analysis/enginelist.h"

#include "analysis/engineprobe.h"

#include <QDialog>
#include <QMap>

#include <thread>
#include <vector>

class AppSettings;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

class EnginesDialog : public QDialog {
    Q_OBJECT

public:
    explicit EnginesDialog(AppSettings &settings, QWidget *parent = nullptr);
    ~EnginesDialog() override; ///< waits for engines still being asked who they are

    /// Adds the engine started by `command`; its identity arrives through probed().
    void addEngine(const QString &command);
    void removeEngine(int index);
    const QList<EngineEntry> &engines() const { return m_engines; }
    /// Sets an option of an external engine (index into engines()).
    void setOption(int index, const QString &name, const QString &value);
    /// Keeps the list in the settings.
    void save();
    QTableWidget *optionTable() const { return m_options; }
    void selectEngine(int index);

signals:
    void probed(const QString &command, bool ok, const QString &nameOrError);

private:
    void chooseAndAdd();
    void onProbed(const QString &command, const xq::Result<xq::EngineIdentity> &identity);
    void showOptions();
    void refreshList();
    int selectedEngine() const;
    /// What is known of the engine started by `command` (asked, failed, its protocol); shown
    /// while it is selected.
    void report(const QString &command, const QString &text);
    /// The report on the engine selected, or on the built-in one.
    void showReport();

    AppSettings &m_settings;
    QList<EngineEntry> m_engines;
    QMap<QString, xq::EngineIdentity> m_identities; ///< by command
    QMap<QString, QString> m_reports; ///< by command
    QListWidget *m_list;
    QTableWidget *m_options;
    QLabel *m_status;
    QPushButton *m_remove;
    std::vector<std::thread> m_probes;
    bool m_filling = false; ///< the table is being filled, not edited
};
