#include "app/puzzles/puzzlepanel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace {

// Narrow enough to leave the board most of an 800x480 panel, wide enough for a goal's words.
constexpr int PanelWidth = 250;
constexpr int FeedbackLines = 3;
constexpr int ComboCharacters = 10;

QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PuzzlePanel::PuzzlePanel(QWidget *parent)
    : QWidget(parent), m_collection(new QComboBox(this)), m_length(new QComboBox(this)),
      m_theme(new QComboBox(this)), m_heading(wrappingLabel(this)), m_goal(wrappingLabel(this)),
      m_feedback(wrappingLabel(this)), m_details(wrappingLabel(this)),
      m_progress(wrappingLabel(this)), m_hint(new QPushButton(tr("Hint"), this)),
      m_showMove(new QPushButton(tr("Show Move"), this)),
      m_restart(new QPushButton(tr("Restart"), this)),
      m_previous(new QPushButton(tr("◀ Previous"), this)),
      m_next(new QPushButton(tr("Next ▶"), this))
{
    setFixedWidth(PanelWidth);
    QFont goalFont = m_goal->font();
    goalFont.setBold(true);
    goalFont.setPointSizeF(goalFont.pointSizeF() * 1.2);
    m_goal->setFont(goalFont);
    // Room for what a move earns, so the buttons below stay where the player's hand is.
    m_feedback->setMinimumHeight(m_feedback->fontMetrics().lineSpacing() * FeedbackLines);
    m_feedback->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_hint->setToolTip(tr("Ring the piece to move; ask again for the whole move"));
    m_showMove->setToolTip(tr("Play the solution's next move"));

    // A long collection title is cut short rather than pushing its label out of the column.
    for (QComboBox *box : { m_collection, m_length, m_theme }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(ComboCharacters);
    }
    auto *filters = new QFormLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addRow(tr("Collection"), m_collection);
    filters->addRow(tr("Length"), m_length);
    filters->addRow(tr("Theme"), m_theme);
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_hint, 0, 0);
    buttons->addWidget(m_showMove, 0, 1);
    buttons->addWidget(m_restart, 1, 0, 1, 2);
    buttons->addWidget(m_previous, 2, 0);
    buttons->addWidget(m_next, 2, 1);
    auto *column = new QVBoxLayout(this);
    column->addLayout(filters);
    column->addWidget(m_heading);
    column->addWidget(m_goal);
    column->addWidget(m_feedback);
    column->addLayout(buttons);
    column->addWidget(m_details);
    column->addStretch();
    column->addWidget(m_progress);

    connect(m_collection, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_filling) {
            emit collectionChosen(index);
        }
    });
    connect(m_length, &QComboBox::currentIndexChanged, this, &PuzzlePanel::emitFilter);
    connect(m_theme, &QComboBox::currentIndexChanged, this, &PuzzlePanel::emitFilter);
    connect(m_hint, &QPushButton::clicked, this, &PuzzlePanel::hintAsked);
    connect(m_showMove, &QPushButton::clicked, this, &PuzzlePanel::showMoveAsked);
    connect(m_restart, &QPushButton::clicked, this, &PuzzlePanel::restartAsked);
    connect(m_previous, &QPushButton::clicked, this, &PuzzlePanel::previousAsked);
    connect(m_next, &QPushButton::clicked, this, &PuzzlePanel::nextAsked);
}

void PuzzlePanel::emitFilter()
{
    if (!m_filling) {
        emit filterChosen(m_length->currentData().toString(), m_theme->currentData().toString());
    }
}

void PuzzlePanel::setCollections(const QStringList &titles, int current)
{
    m_filling = true;
    m_collection->clear();
    m_collection->addItems(titles);
    m_collection->setCurrentIndex(current);
    m_filling = false;
}

void PuzzlePanel::setFilters(const QList<std::pair<QString, QString>> &lengths,
    const QList<std::pair<QString, QString>> &themes, const QString &length, const QString &theme)
{
    m_filling = true;
    m_length->clear();
    for (const auto &[value, text] : lengths) {
        m_length->addItem(text, value);
    }
    m_length->setCurrentIndex(std::max(0, m_length->findData(length)));
    m_theme->clear();
    for (const auto &[key, name] : themes) {
        m_theme->addItem(name, key);
    }
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(theme)));
    // A list holding nothing but "any" (a collection without themes, or of one length) is greyed,
    // so it does not look like a choice that does nothing.
    m_length->setEnabled(m_length->count() > 1);
    m_theme->setEnabled(m_theme->count() > 1);
    m_filling = false;
}

void PuzzlePanel::setHeading(const QString &text)
{
    m_heading->setText(text);
}

void PuzzlePanel::setGoal(const QString &text)
{
    m_goal->setText(text);
}

void PuzzlePanel::setFeedback(const QString &text, Tone tone)
{
    static const char *const Colours[] = { "", "color: #1a7f37;", "color: #c62828;" };
    m_feedback->setStyleSheet(QString::fromLatin1(Colours[static_cast<int>(tone)]));
    m_feedback->setText(text);
}

void PuzzlePanel::setDetails(const QString &text)
{
    m_details->setText(text);
}

void PuzzlePanel::setProgress(const QString &text)
{
    m_progress->setText(text);
}

void PuzzlePanel::setCommands(bool help, bool restart, bool previous, bool next)
{
    m_hint->setEnabled(help);
    m_showMove->setEnabled(help);
    m_restart->setEnabled(restart);
    m_previous->setEnabled(previous);
    m_next->setEnabled(next);
}

QString PuzzlePanel::feedback() const
{
    return m_feedback->text();
}

QString PuzzlePanel::goal() const
{
    return m_goal->text();
}

QString PuzzlePanel::heading() const
{
    return m_heading->text();
}

QString PuzzlePanel::progress() const
{
    return m_progress->text();
}
