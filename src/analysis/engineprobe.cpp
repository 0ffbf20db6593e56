#include "analysis/engineprobe.h"

namespace xq {

Result<EngineIdentity> probeEngine(const client::EngineConfig &config)
{
    client::EngineClient engine;
    const auto started = engine.start(config);
    if (!started) {
        return Result<EngineIdentity>::failure(started.error());
    }
    EngineIdentity identity;
    identity.name = engine.idName();
    identity.dialect = engine.dialect().kind;
    identity.options = engine.options();
    engine.quit();
    return identity;
}

} // namespace xq
