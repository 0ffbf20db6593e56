#include "net/sessionoutbox.h"

namespace xq::net {

void SessionOutbox::send(const Message &m)
{
    m_lines.push_back(m.encode() + '\n');
}

void SessionOutbox::refuse(ErrorCode code, std::string detail)
{
    answerWith(MessageType::Error, code, std::move(detail));
}

void SessionOutbox::refuseHello(ErrorCode code, std::string detail)
{
    answerWith(MessageType::Refuse, code, std::move(detail));
}

void SessionOutbox::answerWith(MessageType type, ErrorCode code, std::string detail)
{
    Message m;
    m.type = type;
    m.error = code;
    truncateUtf8(detail, MaxDetailBytes);
    m.text = detail;
    send(m);
    postText(SessionEvent::Kind::InputRefused, code, std::move(detail));
}

void SessionOutbox::decline(OfferKind kind)
{
    Message no;
    no.type = MessageType::Answer;
    no.offer = kind;
    no.accept = false;
    send(no);
}

void SessionOutbox::postText(SessionEvent::Kind kind, ErrorCode code, std::string text)
{
    SessionEvent e;
    e.kind = kind;
    e.code = code;
    e.text = std::move(text);
    post(std::move(e));
}

} // namespace xq::net
