#include "app/apptranslations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTranslator>

namespace {
// Where Debian's qt6-translations-l10n puts Qt's catalogues.
const QString DebianQtTranslations = QStringLiteral("/usr/share/qt6/translations");

bool installOne(
    QCoreApplication &app, const QLocale &locale, const QString &name, const QString &folder)
{
    auto *translator = new QTranslator(&app);
    if (!translator->load(locale, name, QStringLiteral("_"), folder)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}
} // namespace

QString AppTranslations::qtTranslationsPath()
{
    const QString configured = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    return QFileInfo(configured).isDir() ? configured : DebianQtTranslations;
}

QStringList AppTranslations::install(QCoreApplication &app, const QLocale &locale)
{
    QStringList loaded;
    // The English catalogue holds the plural forms ("1 thread", "2 threads"): a locale with no
    // catalogue of its own (C, POSIX, a language not translated) takes it.
    const QString game = QStringLiteral("xiangqi");
    const QString embedded = QStringLiteral(":/i18n");
    if (installOne(app, locale, game, embedded)
        || installOne(app, QLocale(QLocale::English), game, embedded)) {
        loaded << game;
    }
    // qtbase holds the standard buttons and the file dialog; English needs no catalogue.
    if (locale.language() != QLocale::English
        && installOne(app, locale, QStringLiteral("qtbase"), qtTranslationsPath())) {
        loaded << QStringLiteral("qtbase");
    }
    return loaded;
}
