#pragma once

// The interface language: the game's own words (embedded under :/i18n) and Qt's (the standard
// buttons, the file dialog), which Debian ships in qt6-translations-l10n, so a Chinese desktop
// sees no English "Cancel" in a Chinese window.

#include <QLocale>
#include <QStringList>

class QCoreApplication;

class AppTranslations {
public:
    /// Installs the translations of `locale` into `app` (the game's English words where the game
    /// has none in its language); returns the catalogues loaded ("xiangqi", "qtbase"), so a
    /// missing one can be told.
    static QStringList install(QCoreApplication &app, const QLocale &locale = QLocale());
    /// Where Qt's own translations are: Qt's configured path, else Debian's.
    static QString qtTranslationsPath();
};
