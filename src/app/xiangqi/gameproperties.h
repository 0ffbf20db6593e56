#pragma once

// Game ▸ Properties: the record's players and details (Red, Black, event, site, date, result) as
// its PGN tags hold them, to read and to change.

#include "records/gametree.h"

#include <QDialog>

#include <utility>

class QComboBox;
class QLineEdit;

class GameProperties : public QDialog {
    Q_OBJECT

public:
    /// The details of `tree`, ready to be changed.
    explicit GameProperties(const xq::GameTree &tree, QWidget *parent = nullptr);

    /// The tags the dialog shows, in order: Red, Black, Event, Site, Date.
    static const QStringList &tagKeys();
    /// The tags as the player left them (key, value), in tagKeys() order.
    QList<std::pair<QString, QString>> tags() const;
    xq::GameResult result() const;
    /// The field of tag `key` (tests fill it in).
    QLineEdit *field(const QString &key) const;
    QComboBox *resultChoice() const { return m_result; }

private:
    QList<QLineEdit *> m_fields;
    QComboBox *m_result;
};
