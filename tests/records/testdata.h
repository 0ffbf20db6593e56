#pragma once

// The record tests' files in data/: their paths and their bytes.

#include "records/records.h"

#include <QTest>

#include <string>

namespace xq::testing {

inline std::string dataPath(const char *name)
{
    return std::string(XQ_TEST_DATA_DIR) + "/" + name;
}

/// The bytes of a file of data/; a missing one stops the test run.
inline std::string fileBytes(const char *name)
{
    auto bytes = readFileBytes(dataPath(name));
    if (!bytes.ok()) {
        qFatal("missing test data %s", name);
    }
    return *bytes;
}

} // namespace xq::testing
