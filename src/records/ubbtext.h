#pragma once

// How DhtmlXQ tag values carry text. The reader decodes character references as web pages
// write them (&amp; &lt; &gt; &quot; &apos; &nbsp; &#N; &#xH;, control characters other than
// tab and line feed excepted), drops carriage returns and, in comments, reads "||" as a line
// break. The writer escapes just enough for that reader to give back exactly the text it was
// given: a '[' that starts "[DhtmlXQ" or "[/DhtmlXQ" becomes "&#91;" (so no value can close its
// tag or its game early), a '&' that starts a reference becomes "&amp;", and in comments a '|'
// that would pair with the next '|' or line break becomes "&#124;".

#include <string>
#include <string_view>

namespace xq::ubb {

/// A title, name or other tag text as written inside its tag.
std::string escapeText(std::string_view text);
/// A comment as written inside its tag.
std::string escapeComment(std::string_view text);

/// The text of a title, name or other tag value as read.
std::string unescapeText(std::string_view value);
/// The text of a comment tag's value as read.
std::string unescapeComment(std::string_view value);

} // namespace xq::ubb
