#include "app/recentfilesmenu.h"

#include "app/appsettings.h"

#include <QDir>
#include <QFileInfo>

RecentFilesMenu::RecentFilesMenu(AppSettings &settings, QWidget *parent)
    : QMenu(tr("Open Re&cent"), parent), m_settings(settings)
{
    refresh();
}

void RecentFilesMenu::remember(const QString &path)
{
    const QFileInfo file(path);
    m_settings.addRecentFile(file.absoluteFilePath());
    m_settings.setRecordFolder(file.absolutePath()); // the next dialog starts there
    refresh();
}

void RecentFilesMenu::forget(const QString &path)
{
    m_settings.removeRecentFile(path);
    refresh();
}

void RecentFilesMenu::refresh()
{
    // The entry chosen may be the one being triggered still: deleted later, not now.
    for (QAction *old : actions()) {
        removeAction(old);
        old->deleteLater();
    }
    const QStringList paths = m_settings.recentFiles();
    for (int i = 0; i < paths.size(); ++i) {
        const QString path = paths[i];
        // A '&' of the name is shown as itself, not taken for a shortcut mark.
        const QString name = QFileInfo(path).fileName().replace(u'&', QStringLiteral("&&"));
        QAction *action = addAction(QStringLiteral("&%1 %2").arg(QString::number(i + 1), name));
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
    }
    setEnabled(!paths.isEmpty());
}
