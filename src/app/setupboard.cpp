#include "setupboard.h"
