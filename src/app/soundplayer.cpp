#include "app/soundplayer.h"

#include <QSoundEffect>
#include <QUrl>

namespace {
constexpr const char *Files[SoundPlayer::SoundCount]
    = { "move.wav", "capture.wav", "check.wav", "gameover.wav" };
constexpr float Volume = 0.7f;
} // namespace

SoundPlayer::SoundPlayer(QObject *parent) : QObject(parent)
{
}

QSoundEffect *SoundPlayer::effect(Sound sound)
{
    QSoundEffect *&slot = m_effects[static_cast<std::size_t>(sound)];
    if (!slot) {
        slot = new QSoundEffect(this);
        slot->setSource(QUrl(QStringLiteral("qrc:/sounds/") + Files[static_cast<int>(sound)]));
        slot->setVolume(Volume);
    }
    return slot;
}

void SoundPlayer::setEnabled(bool enabled)
{
    m_enabled = enabled;
    for (int i = 0; enabled && i < SoundCount; ++i) {
        effect(static_cast<Sound>(i));
    }
}

void SoundPlayer::play(Sound sound)
{
    if (m_enabled) {
        effect(sound)->play();
    }
}
