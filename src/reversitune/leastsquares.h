#pragma once

// Linear least squares by the normal equations with a small ridge term: few features, many rows.

#include <vector>

namespace reversi::tune {

class LeastSquares {
public:
    explicit LeastSquares(int size);

    void add(const std::vector<double> &features, double label);
    /// The weights minimising the squared error (plus ridge * |w|^2 per row); zeros when empty.
    std::vector<double> solve(double ridge) const;
    int rows() const { return m_rows; }

private:
    int m_size;
    int m_rows = 0;
    std::vector<double> m_normal; // X^T X, row-major
    std::vector<double> m_target; // X^T y
};

} // namespace reversi::tune
