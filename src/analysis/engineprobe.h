#pragma once

// What an engine added by path turns out to be: started once, asked who it is, which dialect
// it speaks (Fairy-Stockfish's coordinates are detected by its UCI_Variant option) and which
// options it lists, then told to quit. For the window's engine settings.

#include "core/result.h"
#include "engineclient/engineclient.h"

#include <string>
#include <vector>

namespace xq {

struct EngineIdentity {
    std::string name; ///< its `id name`
    client::DialectKind dialect = client::DialectKind::Uci;
    std::vector<client::EngineOption> options;
};

/// Starts the engine of `config`, reads its identity, quits it.
Result<EngineIdentity> probeEngine(const client::EngineConfig &config);

} // namespace xq
