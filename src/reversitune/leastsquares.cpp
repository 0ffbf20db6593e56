#include "leastsquares.h"

#include <cmath>
#include <utility>

namespace reversi::tune {

LeastSquares::LeastSquares(int size)
    : m_size(size), m_normal(static_cast<std::size_t>(size * size)),
      m_target(static_cast<std::size_t>(size))
{
}

void LeastSquares::add(const std::vector<double> &features, double label)
{
    for (int i = 0; i < m_size; ++i) {
        for (int j = 0; j < m_size; ++j) {
            m_normal[i * m_size + j] += features[i] * features[j];
        }
        m_target[i] += features[i] * label;
    }
    ++m_rows;
}

std::vector<double> LeastSquares::solve(double ridge) const
{
    // Gaussian elimination with partial pivoting on (X^T X + ridge * rows * I) w = X^T y.
    const int n = m_size;
    std::vector<double> a = m_normal;
    std::vector<double> b = m_target;
    for (int i = 0; i < n; ++i) {
        a[i * n + i] += ridge * m_rows;
    }
    for (int column = 0; column < n; ++column) {
        int pivot = column;
        for (int row = column + 1; row < n; ++row) {
            if (std::abs(a[row * n + column]) > std::abs(a[pivot * n + column])) {
                pivot = row;
            }
        }
        if (std::abs(a[pivot * n + column]) < 1e-12) {
            continue; // a feature that never varies keeps weight 0
        }
        for (int k = 0; k < n; ++k) {
            std::swap(a[column * n + k], a[pivot * n + k]);
        }
        std::swap(b[column], b[pivot]);
        for (int row = 0; row < n; ++row) {
            if (row == column) {
                continue;
            }
            const double factor = a[row * n + column] / a[column * n + column];
            for (int k = column; k < n; ++k) {
                a[row * n + k] -= factor * a[column * n + k];
            }
            b[row] -= factor * b[column];
        }
    }
    std::vector<double> weights(n);
    for (int i = 0; i < n; ++i) {
        weights[i] = std::abs(a[i * n + i]) < 1e-12 ? 0 : b[i] / a[i * n + i];
    }
    return weights;
}

} // namespace reversi::tune
