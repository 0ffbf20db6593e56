#pragma once

// The core and engine value types that travel in signals, some of them queued across threads:
// declared once, before any signal mentions them.

#include "core/rulesjudge.h"
#include "core/types.h"
#include "engine/engine.h"

#include <QMetaType>

Q_DECLARE_METATYPE(xq::Move)
Q_DECLARE_METATYPE(xq::SearchInfo)
Q_DECLARE_METATYPE(xq::Verdict)
