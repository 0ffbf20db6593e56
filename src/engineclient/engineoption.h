#pragma once

// An option an engine lists at the handshake: UCI `option name N type T default D min A max B
// var V...` or UCCI `option N type T min A max B var V... default D`.

#include "engineclient/dialect.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq::client {

enum class OptionType { Spin, Check, Combo, String, Button };

struct EngineOption {
    std::string name;
    OptionType type = OptionType::String;
    std::string defaultValue;
    std::optional<long long> min;
    std::optional<long long> max;
    std::vector<std::string> choices; ///< the `var` values of a combo

    /// Why `value` is not acceptable for this option, or empty when it is.
    std::string check(std::string_view value) const;
};

/// Reads an `option ...` line in the protocol's form; nullopt when it is not one.
std::optional<EngineOption> parseOption(std::string_view line, Protocol protocol);

/// Splits on spaces and tabs, dropping empty words.
std::vector<std::string_view> splitWords(std::string_view text);

} // namespace xq::client
