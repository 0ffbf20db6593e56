#include "app/xiangqi/recordcolumn.h"

#include "app/movelistpanel.h"
#include "app/xiangqi/analysis/analysispanel.h"
#include "app/xiangqi/commentbox.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/uitext.h"
#include "app/xiangqi/variationpanel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>

namespace {
constexpr int CommentMinimumHeight = 60;
} // namespace

RecordColumn::RecordColumn(SingleGame &game, BoardView &board, const RecordViews &views,
    QWidget *clocks, QWidget *names, AppSettings &settings, QAction *editEngines, QWidget *parent)
    : QWidget(parent), m_game(game), m_views(views),
      m_analysis(new AnalysisPanel(game, board, settings, this)), m_record(new QVBoxLayout),
      m_body(new QHBoxLayout)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(clocks);
    layout->addWidget(names);
    layout->addLayout(m_body, 1);
    m_body->addLayout(m_record, 1);
    m_record->addWidget(views.moves, 3);
    m_record->addWidget(views.variations);
    m_record->addWidget(views.comment, 1);
    views.comment->setMinimumHeight(CommentMinimumHeight);
    m_record->addWidget(m_analysis, 2);
    // Settings ▸ Engines… edits the list the panel offers, so the panel's dialog opens it.
    connect(editEngines, &QAction::triggered, m_analysis, &AnalysisPanel::editEngines);
    connect(views.moves, &MoveListPanel::plyRequested, &game, &SingleGame::showPly);
    connect(views.variations, &VariationPanel::alternativeChosen, this, [this](int index) {
        const std::vector<xq::NodeId> alternatives = m_game.alternatives();
        if (index >= 0 && index < static_cast<int>(alternatives.size())) {
            m_game.showNode(alternatives[index]);
        }
    });
}

void RecordColumn::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange(width() >= SideBySideWidth);
}

void RecordColumn::arrange(bool wide)
{
    const bool beside = m_body->indexOf(m_analysis) >= 0;
    if (wide == beside) {
        return;
    }
    if (wide) {
        m_record->removeWidget(m_analysis);
        m_body->addWidget(m_analysis, 1);
    } else {
        m_body->removeWidget(m_analysis);
        m_record->addWidget(m_analysis, 2);
    }
}

void RecordColumn::showRecord(xq::Notation notation)
{
    const bool blackFirst = m_game.startBoard().sideToMove() == xq::Side::Black;
    m_views.moves->setMoves(m_game.lineTexts(notation), blackFirst, m_game.ply());
    const std::vector<xq::NodeId> alternatives = m_game.alternatives();
    const auto shown = std::find(alternatives.begin(), alternatives.end(), m_game.node());
    m_views.variations->setAlternatives(
        m_game.alternativeTexts(notation), static_cast<int>(shown - alternatives.begin()));
    m_views.comment->showComment(m_game.comment(), m_game.ply() == 0);
    m_views.moves->setResult(shownResult());
}

QString RecordColumn::shownResult() const
{
    if (m_game.ply() < m_game.length()) {
        return {};
    }
    if (m_game.isOver()) {
        return UiText::verdict(m_game.verdict());
    }
    // A record may end in a result no rule decided on the board: a resignation, an agreed draw.
    return m_game.tree().isOnMainLine(m_game.node()) ? UiText::recordResult(m_game.tree().result())
                                                     : QString();
}
