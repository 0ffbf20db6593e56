#include "common/nnuekernels.h"

#include <algorithm>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define XQ_NNUE_X86 1
#elif defined(__aarch64__)
#include <arm_neon.h>
#define XQ_NNUE_NEON 1
#endif

namespace common {

namespace {

constexpr int Clip = NnueActivationOne;

void applyDeltaPlain(
    std::int16_t *dst, const std::int16_t *src, const AccumulatorDelta &delta, int n)
{
    for (int i = 0; i < n; ++i) {
        int v = src[i];
        for (int k = 0; k < delta.addedCount; ++k) {
            v += delta.added[k][i];
        }
        for (int k = 0; k < delta.removedCount; ++k) {
            v -= delta.removed[k][i];
        }
        dst[i] = static_cast<std::int16_t>(v);
    }
}

void addRowPlain(std::int16_t *dst, const std::int16_t *row, int n)
{
    for (int i = 0; i < n; ++i) {
        dst[i] = static_cast<std::int16_t>(dst[i] + row[i]);
    }
}

std::int32_t clippedDotPlain(const std::int16_t *acc, const std::int16_t *weights, int n)
{
    std::int32_t sum = 0;
    for (int i = 0; i < n; ++i) {
        sum += std::clamp<std::int32_t>(acc[i], 0, Clip) * weights[i];
    }
    return sum;
}

#ifdef XQ_NNUE_X86

void applyDeltaSse2(
    std::int16_t *dst, const std::int16_t *src, const AccumulatorDelta &delta, int n)
{
    for (int i = 0; i < n; i += 8) {
        __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i));
        for (int k = 0; k < delta.addedCount; ++k) {
            v = _mm_add_epi16(
                v, _mm_loadu_si128(reinterpret_cast<const __m128i *>(delta.added[k] + i)));
        }
        for (int k = 0; k < delta.removedCount; ++k) {
            v = _mm_sub_epi16(
                v, _mm_loadu_si128(reinterpret_cast<const __m128i *>(delta.removed[k] + i)));
        }
        _mm_storeu_si128(reinterpret_cast<__m128i *>(dst + i), v);
    }
}

void addRowSse2(std::int16_t *dst, const std::int16_t *row, int n)
{
    for (int i = 0; i < n; i += 8) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(dst + i));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(row + i));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(dst + i), _mm_add_epi16(a, b));
    }
}

std::int32_t clippedDotSse2(const std::int16_t *acc, const std::int16_t *weights, int n)
{
    const __m128i zero = _mm_setzero_si128();
    const __m128i clip = _mm_set1_epi16(Clip);
    __m128i sum = _mm_setzero_si128();
    for (int i = 0; i < n; i += 8) {
        __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(acc + i));
        a = _mm_min_epi16(_mm_max_epi16(a, zero), clip);
        const __m128i w = _mm_loadu_si128(reinterpret_cast<const __m128i *>(weights + i));
        sum = _mm_add_epi32(sum, _mm_madd_epi16(a, w));
    }
    sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, 0x4E));
    sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, 0xB1));
    return _mm_cvtsi128_si32(sum);
}

__attribute__((target("avx2"))) void applyDeltaAvx2(
    std::int16_t *dst, const std::int16_t *src, const AccumulatorDelta &delta, int n)
{
    for (int i = 0; i < n; i += 16) {
        __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(src + i));
        for (int k = 0; k < delta.addedCount; ++k) {
            v = _mm256_add_epi16(
                v, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(delta.added[k] + i)));
        }
        for (int k = 0; k < delta.removedCount; ++k) {
            v = _mm256_sub_epi16(
                v, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(delta.removed[k] + i)));
        }
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(dst + i), v);
    }
}

__attribute__((target("avx2"))) void addRowAvx2(std::int16_t *dst, const std::int16_t *row, int n)
{
    for (int i = 0; i < n; i += 16) {
        const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(dst + i));
        const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(row + i));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(dst + i), _mm256_add_epi16(a, b));
    }
}

__attribute__((target("avx2"))) std::int32_t clippedDotAvx2(
    const std::int16_t *acc, const std::int16_t *weights, int n)
{
    const __m256i zero = _mm256_setzero_si256();
    const __m256i clip = _mm256_set1_epi16(Clip);
    __m256i sum = _mm256_setzero_si256();
    for (int i = 0; i < n; i += 16) {
        __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(acc + i));
        a = _mm256_min_epi16(_mm256_max_epi16(a, zero), clip);
        const __m256i w = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(weights + i));
        sum = _mm256_add_epi32(sum, _mm256_madd_epi16(a, w));
    }
    __m128i half = _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
    half = _mm_add_epi32(half, _mm_shuffle_epi32(half, 0x4E));
    half = _mm_add_epi32(half, _mm_shuffle_epi32(half, 0xB1));
    return _mm_cvtsi128_si32(half);
}

#endif

#ifdef XQ_NNUE_NEON

void applyDeltaNeon(
    std::int16_t *dst, const std::int16_t *src, const AccumulatorDelta &delta, int n)
{
    for (int i = 0; i < n; i += 8) {
        int16x8_t v = vld1q_s16(src + i);
        for (int k = 0; k < delta.addedCount; ++k) {
            v = vaddq_s16(v, vld1q_s16(delta.added[k] + i));
        }
        for (int k = 0; k < delta.removedCount; ++k) {
            v = vsubq_s16(v, vld1q_s16(delta.removed[k] + i));
        }
        vst1q_s16(dst + i, v);
    }
}

void addRowNeon(std::int16_t *dst, const std::int16_t *row, int n)
{
    for (int i = 0; i < n; i += 8) {
        vst1q_s16(dst + i, vaddq_s16(vld1q_s16(dst + i), vld1q_s16(row + i)));
    }
}

std::int32_t clippedDotNeon(const std::int16_t *acc, const std::int16_t *weights, int n)
{
    const int16x8_t zero = vdupq_n_s16(0);
    const int16x8_t clip = vdupq_n_s16(Clip);
    int32x4_t sum = vdupq_n_s32(0);
    for (int i = 0; i < n; i += 8) {
        const int16x8_t a = vminq_s16(vmaxq_s16(vld1q_s16(acc + i), zero), clip);
        const int16x8_t w = vld1q_s16(weights + i);
        sum = vmlal_s16(sum, vget_low_s16(a), vget_low_s16(w));
        sum = vmlal_high_s16(sum, a, w);
    }
    return vaddvq_s32(sum);
}

#endif

} // namespace

std::vector<SimdPath> availableSimdPaths()
{
    std::vector<SimdPath> paths { SimdPath::Plain };
#ifdef XQ_NNUE_X86
    paths.push_back(SimdPath::Sse2);
    if (__builtin_cpu_supports("avx2")) {
        paths.push_back(SimdPath::Avx2);
    }
#endif
#ifdef XQ_NNUE_NEON
    paths.push_back(SimdPath::Neon);
#endif
    return paths;
}

SimdPath bestSimdPath()
{
    static const SimdPath best = availableSimdPaths().back();
    return best;
}

const NnueKernels &nnueKernels(SimdPath path)
{
    static const NnueKernels plain { applyDeltaPlain, addRowPlain, clippedDotPlain };
#ifdef XQ_NNUE_X86
    static const NnueKernels sse2 { applyDeltaSse2, addRowSse2, clippedDotSse2 };
    static const NnueKernels avx2 { applyDeltaAvx2, addRowAvx2, clippedDotAvx2 };
    if (path == SimdPath::Sse2) {
        return sse2;
    }
    if (path == SimdPath::Avx2) {
        return avx2;
    }
#endif
#ifdef XQ_NNUE_NEON
    static const NnueKernels neon { applyDeltaNeon, addRowNeon, clippedDotNeon };
    if (path == SimdPath::Neon) {
        return neon;
    }
#endif
    return plain;
}

const char *simdPathName(SimdPath path)
{
    switch (path) {
    case SimdPath::Sse2: return "sse2";
    case SimdPath::Avx2: return "avx2";
    case SimdPath::Neon: return "neon";
    default: return "plain";
    }
}

} // namespace common
