#include "positioneditor.h"

PositionEditor::PositionEditor(const xq::Board &initial, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Edit Position"));
    m_accepted = initial;
}
