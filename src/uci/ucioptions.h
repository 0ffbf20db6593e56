#pragma once

// The engine's options, listed once: what "uci"/"ucci" prints and what "setoption" accepts and
// applies both come from this table, under each dialect's names.

#include "engine/engine.h"
#include "uci/dialect.h"

#include <optional>
#include <string>
#include <vector>

namespace xq {

/// What the options set: the engine's options and the session's own settings.
struct OptionState {
    EngineOptions engine;
    bool milliseconds = false; ///< UCCI's usemillisec: "go" times in milliseconds
    bool newGame = false; ///< UCCI's newgame button was pressed
};

enum class OptionType { Spin, Check, Button, String };

struct OptionSpec {
    std::string_view uciName; ///< empty when UCI does not offer it
    std::string_view ucciName; ///< empty when UCCI does not offer it
    OptionType type;
    int defaultValue = 0; ///< for a check: 0 or 1
    int min = 0;
    int max = 0;
    /// Stores a value already checked against the type and range.
    void (*apply)(OptionState &state, int value);
    /// Stores the text of a string option (the others leave it out).
    void (*applyText)(OptionState &state, const std::string &value) = nullptr;
};

/// Every option, in the order "uci" lists them.
const std::vector<OptionSpec> &optionTable();

/// The "option ..." lines of `dialect`, one per option it offers.
std::string optionLines(const Dialect &dialect);

/// Applies "setoption" for the option named `name` (either dialect's name, any case) with the
/// text `value`; nullopt and no change when the name is unknown or the value does not fit.
std::optional<OptionState> applyOption(
    const OptionState &state, const std::string &name, const std::string &value);

} // namespace xq
