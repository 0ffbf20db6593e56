#include "tools/recordfilelist.h"

#include "records/records.h"

#include <algorithm>
#include <filesystem>

namespace xq::cli {

std::vector<std::string> recordFiles(const std::vector<std::string> &paths)
{
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    for (const std::string &path : paths) {
        std::error_code error;
        if (path == "-" || !fs::is_directory(path, error)) {
            files.push_back(path); // a missing file is reported when it is read
            continue;
        }
        std::vector<std::string> found;
        const auto options = fs::directory_options::skip_permission_denied;
        for (auto it = fs::recursive_directory_iterator(path, options, error);
             !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
            if (it->is_regular_file(error) && formatForPath(it->path().string())) {
                found.push_back(it->path().string());
            }
        }
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

} // namespace xq::cli
