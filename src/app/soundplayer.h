#pragma once

// The game's sounds (move, capture, check, game over), played with QSoundEffect from the WAV
// files embedded under :/sounds. Effects are loaded on first use, so a muted game never opens
// the audio device.

#include <QObject>

#include <array>

class QSoundEffect;

class SoundPlayer : public QObject {
    Q_OBJECT

public:
    enum class Sound { Move, Capture, Check, GameOver };
    static constexpr int SoundCount = 4;

    explicit SoundPlayer(QObject *parent = nullptr);

    /// Turning sound on loads the effects, so the first move does not wait for them.
    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }

public slots:
    void play(SoundPlayer::Sound sound);

private:
    QSoundEffect *effect(Sound sound);

    bool m_enabled = true;
    std::array<QSoundEffect *, SoundCount> m_effects {};
};
