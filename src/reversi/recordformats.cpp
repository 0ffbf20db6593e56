#include "reversi/recordformats.h"

#include <cctype>

namespace reversi {

namespace {

struct Property {
    std::string key;
    std::string value;
};

/// Splits the body of a GGF game into KEY[value] properties; nullopt-style error text.
std::string splitProperties(std::string_view body, std::vector<Property> &properties)
{
    std::size_t i = 0;
    while (i < body.size()) {
        if (std::isspace(static_cast<unsigned char>(body[i]))) {
            ++i;
            continue;
        }
        Property property;
        while (i < body.size() && std::isupper(static_cast<unsigned char>(body[i]))) {
            property.key += body[i++];
        }
        if (property.key.empty() || i >= body.size() || body[i] != '[') {
            return "GGF: expected KEY[value] at offset " + std::to_string(i);
        }
        for (++i; i < body.size() && body[i] != ']'; ++i) {
            if (body[i] == '\\' && i + 1 < body.size()) {
                ++i;
            }
            property.value += body[i];
        }
        if (i >= body.size()) {
            return "GGF: unterminated value of " + property.key;
        }
        ++i;
        properties.push_back(std::move(property));
    }
    return {};
}

std::optional<Board> readGgfBoard(std::string_view value)
{
    std::size_t i = 0;
    while (i < value.size() && value[i] == ' ') {
        ++i;
    }
    if (value.substr(i, 2) != "8 ") {
        return std::nullopt; // 8x8 only
    }
    return Board::fromText(value.substr(i + 2));
}

/// Plays the move of a B[] or W[] property for `color`.
std::string playGgfMove(GameRecord &game, const std::string &value, Color color)
{
    const std::string square = value.substr(0, value.find('/'));
    const Move move = parseMove(square);
    if (move == NoMove) {
        return "GGF: bad move '" + square + "'";
    }
    Board position = game.position();
    if (position.sideToMove() != color && position.mustPass() && move != PassMove) {
        game.play(PassMove);
        position = game.position();
    }
    if (position.sideToMove() != color) {
        return "GGF: " + moveName(move) + " played out of turn";
    }
    if (!game.play(move)) {
        return "GGF: illegal move " + moveName(move);
    }
    return {};
}

std::string escaped(const std::string &text)
{
    std::string out;
    for (const char c : text) {
        if (c == ']' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    return out;
}

RecordResult failure(std::string error)
{
    return { std::nullopt, std::move(error) };
}

} // namespace

RecordResult readGgf(std::string_view text)
{
    const std::size_t open = text.find("(;");
    if (open == std::string_view::npos) {
        return failure("GGF: no game start '(;'");
    }
    const std::size_t close = text.find(";)", open + 2);
    if (close == std::string_view::npos) {
        return failure("GGF: no game end ';)'");
    }
    std::vector<Property> properties;
    if (auto error = splitProperties(text.substr(open + 2, close - open - 2), properties);
        !error.empty()) {
        return failure(error);
    }
    std::optional<GameRecord> game;
    std::string blackName;
    std::string whiteName;
    for (const Property &property : properties) {
        if (property.key == "BO") {
            const auto board = readGgfBoard(property.value);
            if (!board || game) {
                return failure(
                    board ? "GGF: two BO[] boards" : "GGF: bad board BO[" + property.value + "]");
            }
            game.emplace(*board);
        } else if (property.key == "B" || property.key == "W") {
            if (!game) {
                return failure("GGF: a move before the board BO[]");
            }
            const Color color = property.key == "B" ? Color::Black : Color::White;
            if (auto error = playGgfMove(*game, property.value, color); !error.empty()) {
                return failure(error);
            }
        } else if (property.key == "PB") {
            blackName = property.value;
        } else if (property.key == "PW") {
            whiteName = property.value;
        }
    }
    if (!game) {
        return failure("GGF: no board BO[]");
    }
    game->blackName = blackName;
    game->whiteName = whiteName;
    return { game, {} };
}

std::string writeGgf(const GameRecord &game)
{
    std::string text = "(;GM[Othello]PC[xiangqi]PB[" + escaped(game.blackName) + "]PW["
        + escaped(game.whiteName) + "]TY[8]BO[8 ";
    const std::string board = game.start().toText();
    text += board.substr(0, SquareCount);
    text += game.start().sideToMove() == Color::Black ? " *]" : " O]";
    Board position = game.start();
    Undo undo;
    for (const Move move : game.moves()) {
        text += position.sideToMove() == Color::Black ? "B[" : "W[";
        const std::string name = moveName(move);
        text += static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
        text += static_cast<char>(std::toupper(static_cast<unsigned char>(name[1])));
        text += ']';
        position.makeMove(move, undo);
    }
    return text + ";)";
}

RecordResult readTranscript(std::string_view text)
{
    GameRecord game;
    std::string moves;
    for (const char c : text) {
        if (!std::isspace(static_cast<unsigned char>(c))) {
            moves += c;
        }
    }
    // A custom start: 64 squares and a side in front of the moves.
    if (moves.size() >= SquareCount + 1 && text.find_first_of("XO*") != std::string_view::npos
        && (moves.find_first_not_of("-XO*xo") >= SquareCount)) {
        const auto board = Board::fromText(moves.substr(0, SquareCount + 1));
        if (!board) {
            return failure("transcript: bad start position");
        }
        game = GameRecord(*board);
        moves.erase(0, SquareCount + 1);
    }
    std::size_t i = 0;
    while (i < moves.size()) {
        if (moves[i] == '-') {
            ++i;
            continue;
        }
        const Move move = parseMove(std::string_view(moves).substr(i, 2));
        if (move == NoMove) {
            return failure("transcript: bad move at '" + moves.substr(i, 2) + "'");
        }
        if (!game.playWithImpliedPass(move)) {
            return failure("transcript: illegal move " + moveName(move) + " at ply "
                + std::to_string(game.moves().size() + 1));
        }
        i += 2;
    }
    return { game, {} };
}

std::string writeTranscript(const GameRecord &game)
{
    std::string text;
    if (!(game.start() == Board::start())) {
        text = game.start().toText() + ' ';
    }
    // A pass is implied by the move after it; only a pass that ends the record is written.
    const std::vector<Move> &moves = game.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (moves[i] != PassMove || i + 1 == moves.size()) {
            text += moveName(moves[i]);
        }
    }
    return text;
}

} // namespace reversi
